// The Midtrans Snap adapter (issue 3): filled in by the payment work.
import { serviceUnavailable } from '../../lib/errors.js';
import { signatureMatches, type PaymentProvider } from './provider.js';

export function midtrans(options: { serverKey: string; snapUrl: string; apiUrl: string }): PaymentProvider {
  return {
    name: 'midtrans',
    async createTransaction() {
      throw serviceUnavailable('Midtrans is not connected yet');
    },
    verify: (notification) => signatureMatches(notification, options.serverKey),
    async status() {
      return undefined;
    },
  };
}
