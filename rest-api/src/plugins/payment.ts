// The payment provider: Midtrans Snap when MIDTRANS_SERVER_KEY is set, else the built-in sandbox.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../domains/payment/provider.js';
import { midtrans } from '../domains/payment/midtrans.js';
import { sandbox } from '../domains/payment/sandbox.js';

async function paymentPlugin(app: FastifyInstance) {
  const { payment, publicApiUrl, publicWebUrl } = app.config;
  const provider: PaymentProvider = payment.midtransServerKey
    ? midtrans({
        serverKey: payment.midtransServerKey,
        snapUrl: payment.midtransSnapUrl,
        apiUrl: payment.midtransApiUrl,
        finishUrl: `${publicWebUrl}/payment/payment-success`,
        log: app.log.child({ provider: 'midtrans' }),
      })
    : sandbox({ serverKey: payment.sandboxServerKey, publicApiUrl, db: app.db });
  app.decorate('payments', provider);
}

export default fp(paymentPlugin, { name: 'payment', dependencies: ['config', 'db'] });

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}
