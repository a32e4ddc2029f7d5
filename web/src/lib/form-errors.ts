// A failed mutation as react-final-form's submission errors: the message for the whole form (FORM_ERROR) and,
// when the REST API's message starts with a field of the form ("phone has an invalid format", "newPassword: Password
// must be at least 8 characters long"), for that field. A "field: " prefix only names the field: it is left out of
// what people read. A message naming a place inside a list field ("variants.2.sku must match …": the third cell of
// the product's variant grid) goes to that place, which is where the form's own field for it reads its error.
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { errorMessage } from '@/lib/errors';

/** The submission errors for `error`; `fields` are the form's field names, checked against the message's subject. */
export function submissionErrors(error: unknown, fields: readonly string[] = []): SubmissionErrors {
  const message = errorMessage(error);
  const [, named, colon] = /^([A-Za-z][\w.]*)(:?)\s/u.exec(message) ?? [];
  const subject = named?.startsWith('body.') ? named.slice('body.'.length) : named;
  const field = fields.find((name) => name === subject || subject?.startsWith(`${name}.`));
  if (!field || !subject) return { [FORM_ERROR]: message };
  const text = colon ? message.slice(message.indexOf(':') + 1).trim() : message;
  return { ...(setIn({}, subject, text) as object), [FORM_ERROR]: text };
}
