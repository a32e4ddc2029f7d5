// The RajaOngkir adapter (issue 3): filled in by the shipping work.
import type { ShippingProvider } from './provider.js';

export function rajaOngkir(options: { apiKey: string; baseUrl: string }): ShippingProvider {
  void options;
  return {
    name: 'rajaongkir',
    async costs() {
      return [];
    },
  };
}
