import { badRequest } from './errors.js';
import { defineMessage, t } from '../i18n/index.js';

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
  if (ids.length === 0)
    throw badRequest(
      t(defineMessage({ id: 'ids.none', defaultMessage: '{field} must list at least one id' }), { field }),
    );
  if (ids.length > MAX_BATCH_IDS)
    throw badRequest(
      t(defineMessage({ id: 'ids.too-many', defaultMessage: '{field} must list at most {max} ids' }), {
        field,
        max: MAX_BATCH_IDS,
      }),
    );
  const bad = ids.find((id) => !UUID_RE.test(id));
  if (bad)
    throw badRequest(
      t(defineMessage({ id: 'ids.not-uuid', defaultMessage: '{field}: "{value}" is not a valid uuid' }), {
        field,
        value: bad.slice(0, 40),
      }),
    );
  return ids;
}
