// The built-in JNE estimator (issue 3): filled in by the shipping work.
import type { Queryable } from '../../db/index.js';
import type { ShippingProvider } from './provider.js';

export function jneEstimator(db: Queryable): ShippingProvider {
  void db;
  return {
    name: 'jne-estimator',
    async costs() {
      return [];
    },
  };
}
