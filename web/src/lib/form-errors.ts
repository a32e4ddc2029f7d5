// A failed mutation as react-final-form's submission errors: the message for the whole form (FORM_ERROR) and,
// when the REST API's message starts with a field of the form ("phone has an invalid format", "newPassword: Password
// must be at least 8 characters long"), for that field.
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage } from '@/lib/errors';

/** The submission errors for `error`; `fields` are the form's field names, checked against the message's subject. */
export function submissionErrors(error: unknown, fields: readonly string[] = []): SubmissionErrors {
  const message = errorMessage(error);
  const subject = /^([A-Za-z][\w.]*):?\s/u.exec(message)?.[1];
  const field = fields.find((name) => name === subject || `body.${name}` === subject);
  return field ? { [FORM_ERROR]: message, [field]: message } : { [FORM_ERROR]: message };
}
