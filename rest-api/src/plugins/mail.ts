// Transactional outbox: a message is written with the change that causes it, and a sender delivers it over
// SMTP with backoff, so a mail server that is down delays a message but never loses it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db/index.js';

export interface Message {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries, kept so a person or a test can follow them from /dev/outbox. */
  links?: string[];
}

export interface Mail {
  /** Writes a message to the outbox inside tx, the transaction of the change that causes it. */
  enqueue(tx: Queryable, message: Message): Promise<void>;
  /** Sends what is due now; answers how many were sent. Runs by itself every few seconds when SMTP is set. */
  deliverDue(): Promise<number>;
}

const BATCH = 20;
const LEASE_SECONDS = 120;
const POLL_MS = 2000;

/** 30 s, 1 min, 2 min … at most an hour between tries. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

async function mailPlugin(app: FastifyInstance, options: { transport?: Transporter }) {
  const { db, config } = app;
  const transport =
    options.transport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);

  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    // Lease the due messages so that another process running the sender does not send them too.
    const due = await db.query<OutboxRow>(
      `UPDATE outbox SET next_attempt_at = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
         ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED
       )
       RETURNING id, to_address, subject, text_body, html_body, attempts`,
      [BATCH, LEASE_SECONDS],
    );
    let sent = 0;
    for (const message of due) {
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          ...(message.html_body ? { html: message.html_body } : {}),
        });
        await db.execute('UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1', [
          message.id,
        ]);
        sent += 1;
      } catch (error) {
        const attempts = message.attempts + 1;
        await db.execute(
          `UPDATE outbox SET attempts = $2, last_error = $3,
             next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
          [message.id, attempts, String((error as Error).message).slice(0, 500), backoffSeconds(attempts)],
        );
        app.log.warn({ to: message.to_address, attempts, err: error }, 'mail delivery failed; will retry');
      }
    }
    return sent;
  }

  const mail: Mail = {
    async enqueue(tx, message) {
      await tx.execute(
        'INSERT INTO outbox (to_address, subject, text_body, html_body, links) VALUES ($1, $2, $3, $4, $5)',
        [message.to, message.subject, message.text, message.html ?? null, JSON.stringify(message.links ?? [])],
      );
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
