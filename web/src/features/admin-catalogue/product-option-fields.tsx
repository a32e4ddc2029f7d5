// What the shop's colour and size forms share (issue 21): the name (at most OPTION_NAME_MAX_LENGTH, no comma) and
// the place in the list, optional (a new one goes last), and how both reach the server.
import { TextField } from '@/components/form/text-field';
import { all, required } from '@/components/form/validators';
import { OPTION_NAME_MAX_LENGTH } from '@lemari/shop/rules';

/** The server's bound on a place in the list. */
export const MAX_POSITION = 100_000;

export const NO_COMMA = 'A name cannot hold a comma';

const noComma = (value: unknown) => (typeof value === 'string' && value.includes(',') ? NO_COMMA : undefined);

/** A place typed as text: empty, or a whole number from 0 to MAX_POSITION. */
export const positionCheck = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return undefined;
  if (!/^\d+$/u.test(text)) return 'Position must be a whole number';
  return Number(text) > MAX_POSITION
    ? `Position must be at most ${MAX_POSITION.toLocaleString('id-ID')}`
    : undefined;
};

/** The name and position as the mutations take them: a position left empty is not sent (last on create, unchanged on edit). */
export function optionInput(values: { name?: string; position?: string }) {
  const position = (values.position ?? '').trim();
  return { name: (values.name ?? '').trim(), ...(position === '' ? {} : { position: Number(position) }) };
}

export function OptionNameField({ noun }: { noun: 'Colour' | 'Size' }) {
  return (
    <TextField
      name="name"
      label={`${noun} name`}
      required
      maxLength={OPTION_NAME_MAX_LENGTH}
      validate={all(required(`${noun} name is required`), noComma)}
      helperText={`At most ${OPTION_NAME_MAX_LENGTH} characters; renaming it renames it on every product that has it.`}
    />
  );
}

export function OptionPositionField() {
  return (
    <TextField
      name="position"
      label="Position"
      inputMode="numeric"
      validate={positionCheck}
      helperText="Where it comes in the list (lower first). Left empty, a new one goes last."
    />
  );
}
