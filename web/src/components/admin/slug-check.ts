// The slug rule of the shop (SLUG_PATTERN in @lemari/shop/rules) as a field check of the back-office forms that
// edit one (categories, widget groups): an empty slug passes, as the server then makes one from the name.
import { SLUG_PATTERN } from '@lemari/shop/rules';

const SLUG_RULE = new RegExp(SLUG_PATTERN, 'u');

/** The check, its message naming an example slug when given one ('new-arrival'). */
export const slugCheck =
  (example?: string) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value !== '' && !SLUG_RULE.test(value)
      ? `Use lower-case letters and digits joined by single hyphens${example ? ` (e.g. ${example})` : ''}`
      : undefined;
