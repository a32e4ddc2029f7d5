import { CombinedGraphQLErrors } from '@apollo/client';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { submissionErrors } from './form-errors';

const gatewayError = (message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });

describe('submissionErrors', () => {
  it('puts a message that names a field of the form on that field and on the form', () => {
    expect(submissionErrors(gatewayError('currentPassword is incorrect'), ['currentPassword'])).toEqual({
      [FORM_ERROR]: 'currentPassword is incorrect',
      currentPassword: 'currentPassword is incorrect',
    });
  });

  it('reads the "field: reason" form too', () => {
    const message = 'newPassword: Password must be at least 8 characters long';
    expect(submissionErrors(gatewayError(message), ['newPassword'])).toEqual({
      [FORM_ERROR]: message,
      newPassword: message,
    });
  });

  it('keeps other messages for the whole form', () => {
    expect(submissionErrors(gatewayError('This e-mail is already registered'), ['email'])).toEqual({
      [FORM_ERROR]: 'This e-mail is already registered',
    });
  });
});
