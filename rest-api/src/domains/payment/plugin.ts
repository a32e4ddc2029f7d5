// The payment provider: Midtrans Snap when MIDTRANS_SERVER_KEY is set, else the built-in sandbox (in production
// only when PAYMENT_PROVIDER=sandbox says so, with a warning at every start).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './provider.js';
import { midtrans } from './midtrans.js';
import { sandbox } from './sandbox.js';

async function paymentPlugin(app: FastifyInstance) {
  const { payment, publicApiUrl, publicWebUrl } = app.config;
  const provider: PaymentProvider =
    payment.provider === 'midtrans' && payment.midtransServerKey
      ? midtrans({
          serverKey: payment.midtransServerKey,
          snapUrl: payment.midtransSnapUrl,
          apiUrl: payment.midtransApiUrl,
          finishUrl: `${publicWebUrl}/payment/payment-success`,
          log: app.log.child({ provider: 'midtrans' }),
        })
      : sandbox({ serverKey: payment.sandboxServerKey, publicApiUrl, db: app.db });
  if (payment.provider === 'sandbox' && app.config.nodeEnv === 'production') {
    app.log.warn(
      { provider: 'sandbox' },
      'PAYMENT_PROVIDER=sandbox in production: the sandbox payment page marks orders paid without any money',
    );
  }
  app.decorate('payments', provider);
}

export default fp(paymentPlugin, { name: 'payment', dependencies: ['config', 'db'] });

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}
