// SQL for the e-mail outbox: writing messages, leasing due ones to a sender, recording the outcome.
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';
import type { OutboxMessage } from '../dev/schemas.js';

export interface NewMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  links?: string[] | undefined;
}

export interface DueMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export async function insertMessage(db: Queryable, message: NewMessage): Promise<void> {
  await db.execute(
    'INSERT INTO outbox (to_address, subject, text_body, html_body, links) VALUES ($1, $2, $3, $4, $5)',
    [message.to, message.subject, message.text, message.html ?? null, JSON.stringify(message.links ?? [])],
  );
}

/**
 * Leases the oldest due message for leaseSeconds: another sender (another process) skips it until the lease
 * runs out, so that a message is sent once even when several processes run the sender.
 */
export function leaseNextDue(db: Queryable, leaseSeconds: number): Promise<DueMessage | undefined> {
  return db.maybeOne<DueMessage>(
    `UPDATE outbox SET next_attempt_at = now() + make_interval(secs => $1)
     WHERE id = (
       SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
       ORDER BY next_attempt_at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     RETURNING id, to_address AS "to", subject, text_body AS text, html_body AS html, attempts`,
    [leaseSeconds],
  );
}

export async function markSent(db: Queryable, id: string): Promise<void> {
  await db.execute(
    'UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1',
    [id],
  );
}

export async function markFailed(
  db: Queryable,
  id: string,
  attempts: number,
  error: string,
  retryInSeconds: number,
): Promise<void> {
  await db.execute(
    `UPDATE outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4)
     WHERE id = $1`,
    [id, attempts, error.slice(0, 500), retryInSeconds],
  );
}

export function latestMessages(db: Queryable, to: string | undefined, limit: number) {
  return db.query<Static<typeof OutboxMessage>>(
    `SELECT id, to_address AS "to", subject, text_body AS text, links, ${isoTime('created_at')} AS "createdAt",
            ${isoTime('sent_at')} AS "sentAt", attempts, last_error AS "lastError"
     FROM outbox WHERE ($1::text IS NULL OR lower(to_address) = lower($1))
     ORDER BY created_at DESC LIMIT $2`,
    [to ?? null, limit],
  );
}
