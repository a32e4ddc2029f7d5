// Transactional outbox: a message is written with the change that causes it, and a sender delivers it over
// SMTP with backoff, so a mail server that is down delays a message but never loses it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../../db/index.js';
import { insertMessage, leaseNextDue, markFailed, markSent, type NewMessage } from './repository.js';

/** An e-mail; links are kept so a person or a test can follow them from /dev/outbox. */
export type Message = NewMessage;

export interface Mail {
  /** Writes a message to the outbox inside tx, the transaction of the change that causes it. */
  enqueue(tx: Queryable, message: Message): Promise<void>;
  /** Sends what is due now; answers how many were sent. Runs by itself every few seconds when SMTP is set. */
  deliverDue(): Promise<number>;
}

/** Messages one run of the sender sends at most, so that a run ends and the next one starts on time. */
const BATCH = 20;
const POLL_MS = 2000;
// SMTP timeouts, kept well inside the lease, so that a hung mail server cannot outlive a message's lease and
// let another process send it a second time.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };
const LEASE_SECONDS = 120;

/** 30 s, 1 min, 2 min … at most an hour between tries. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** SMTP_URL with the timeouts above, unless the URL sets its own. */
export function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function mailPlugin(app: FastifyInstance, options: { transport?: Transporter }) {
  const { db, config } = app;
  const transport =
    options.transport ??
    (config.smtpUrl ? nodemailer.createTransport(smtpUrlWithTimeouts(config.smtpUrl)) : undefined);

  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (let i = 0; i < BATCH; i += 1) {
      const message = await leaseNextDue(db, LEASE_SECONDS);
      if (!message) break;
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        await markSent(db, message.id);
        sent += 1;
      } catch (error) {
        const attempts = message.attempts + 1;
        await markFailed(
          db,
          message.id,
          attempts,
          String((error as Error).message),
          backoffSeconds(attempts),
        );
        app.log.warn({ to: message.to, attempts, err: error }, 'mail delivery failed; will retry');
      }
    }
    return sent;
  }

  const mail: Mail = {
    async enqueue(tx, message) {
      await insertMessage(tx, message);
      for (const link of message.links ?? []) app.log.info({ to: message.to, link }, `mail link: ${link}`);
    },
    deliverDue,
  };
  app.decorate('mail', mail);

  if (transport && !options.transport) {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = running
        .then(deliverDue)
        .catch((error: unknown) => app.log.error({ err: error }, 'mail sender failed'));
    }, POLL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      transport.close();
    });
  }
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db', 'config'] });

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}
