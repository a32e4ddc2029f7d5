import { badRequest } from './errors.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_BATCH_IDS = 100;

/**
 * Parses a comma list of ids (the `ids=a,b,c` batch-read parameter, or another named `field`): UUIDs only, at
 * most 100, duplicates dropped.
 */
export function parseIds(raw: string | undefined, field = 'ids'): string[] | undefined {
  if (raw === undefined) return undefined;
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw badRequest(`${field} must list at least one id`);
  if (ids.length > MAX_BATCH_IDS) throw badRequest(`${field} must list at most ${MAX_BATCH_IDS} ids`);
  const bad = ids.find((id) => !UUID_RE.test(id));
  if (bad) throw badRequest(`${field}: "${bad.slice(0, 40)}" is not a valid uuid`);
  return ids;
}
