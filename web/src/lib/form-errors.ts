// A failed mutation as react-final-form's submission errors: the message for the whole form (FORM_ERROR) and,
// when the REST API's message starts with a field of the form ("phone has an invalid format", "newPassword: Password
// must be at least 8 characters long"), for that field. A "field: " prefix only names the field: it is left out of
// what people read.
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage } from '@/lib/errors';

/** The submission errors for `error`; `fields` are the form's field names, checked against the message's subject. */
export function submissionErrors(error: unknown, fields: readonly string[] = []): SubmissionErrors {
  const message = errorMessage(error);
  const [, subject, colon] = /^([A-Za-z][\w.]*)(:?)\s/u.exec(message) ?? [];
  const field = fields.find((name) => name === subject || `body.${name}` === subject);
  if (!field) return { [FORM_ERROR]: message };
  const text = colon ? message.slice(message.indexOf(':') + 1).trim() : message;
  return { [FORM_ERROR]: text, [field]: text };
}
