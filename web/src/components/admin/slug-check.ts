// The slug rule of the shop (SLUG_PATTERN in @lemari/shop/rules) as a field check of the back-office forms that
// edit one (categories, widget groups): an empty slug passes, as the server then makes one from the name.
import { msg } from '@lingui/core/macro';
import { SLUG_PATTERN } from '@lemari/shop/rules';
import { i18n } from '@/lib/i18n';

const SLUG_RULE = new RegExp(SLUG_PATTERN, 'u');

/**
 * The check, its message naming an example slug when given one ('new-arrival'); said in the language shown when the
 * field is checked (the form checks again on every change).
 */
export const slugCheck =
  (example?: string) =>
  (value: unknown): string | undefined => {
    if (typeof value !== 'string' || value === '' || SLUG_RULE.test(value)) return undefined;
    return example
      ? i18n._(msg`Use lower-case letters and digits joined by single hyphens (e.g. ${example})`)
      : i18n._(msg`Use lower-case letters and digits joined by single hyphens`);
  };
