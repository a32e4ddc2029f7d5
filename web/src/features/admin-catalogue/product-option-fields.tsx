// What the shop's colour and size forms share (issue 21): the name (at most OPTION_NAME_MAX_LENGTH, no comma) and
// the place in the list, optional (a new one goes last), and how both reach the server.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/form/text-field';
import { all, required } from '@/components/form/validators';
import { currentLocale } from '@/lib/i18n';
import { OPTION_NAME_MAX_LENGTH } from '@lemari/shop/rules';

/** The server's bound on a place in the list. */
export const MAX_POSITION = 100_000;

export const NO_COMMA = msg`A name cannot hold a comma`;

const noComma = (message: string) => (value: unknown) =>
  typeof value === 'string' && value.includes(',') ? message : undefined;

/** A place typed as text: empty, or a whole number from 0 to MAX_POSITION; its messages as `messages` give them. */
const positionCheck = (messages: { whole: string; most: string }) => (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return undefined;
  if (!/^\d+$/u.test(text)) return messages.whole;
  return Number(text) > MAX_POSITION ? messages.most : undefined;
};

/** The name and position as the mutations take them: a position left empty is not sent (last on create, unchanged on edit). */
export function optionInput(values: { name?: string; position?: string }) {
  const position = (values.position ?? '').trim();
  return { name: (values.name ?? '').trim(), ...(position === '' ? {} : { position: Number(position) }) };
}

export function OptionNameField({ noun }: { noun: 'Colour' | 'Size' }) {
  const { t, i18n } = useLingui();
  const max = OPTION_NAME_MAX_LENGTH;
  return (
    <TextField
      name="name"
      label={noun === 'Colour' ? t`Colour name` : t`Size name`}
      required
      maxLength={OPTION_NAME_MAX_LENGTH}
      validate={all(
        required(noun === 'Colour' ? t`Colour name is required` : t`Size name is required`),
        noComma(i18n._(NO_COMMA)),
      )}
      helperText={t`At most ${max} characters; renaming it renames it on every product that has it.`}
    />
  );
}

export function OptionPositionField() {
  const { t } = useLingui();
  const max = MAX_POSITION.toLocaleString(currentLocale());
  return (
    <TextField
      name="position"
      label={t`Position`}
      inputMode="numeric"
      validate={positionCheck({
        whole: t`Position must be a whole number`,
        most: t`Position must be at most ${max}`,
      })}
      helperText={t`Where it comes in the list (lower first). Left empty, a new one goes last.`}
    />
  );
}
