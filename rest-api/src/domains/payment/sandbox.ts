// The built-in sandbox payment provider (issue 3): filled in by the payment work.
import { randomBytes } from 'node:crypto';
import { signatureMatches, type PaymentProvider } from './provider.js';

export function sandbox(options: { serverKey: string; publicApiUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createTransaction() {
      const token = randomBytes(16).toString('hex');
      return { token, redirectUrl: `${options.publicApiUrl}/payment-sandbox/${token}` };
    },
    verify: (notification) => signatureMatches(notification, options.serverKey),
    async status() {
      return undefined;
    },
  };
}
