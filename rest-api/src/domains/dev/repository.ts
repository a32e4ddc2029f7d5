import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';
import type { OutboxMessage } from './schemas.js';

export function latestMessages(db: Queryable, to: string | undefined, limit: number) {
  return db.query<Static<typeof OutboxMessage>>(
    `SELECT id, to_address AS "to", subject, text_body AS text, links, ${isoTime('created_at')} AS "createdAt",
            ${isoTime('sent_at')} AS "sentAt", attempts, last_error AS "lastError"
     FROM outbox WHERE ($1::text IS NULL OR lower(to_address) = lower($1))
     ORDER BY created_at DESC LIMIT $2`,
    [to ?? null, limit],
  );
}
