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

  it('reads the "field: reason" form too, and shows the reason', () => {
    const message = 'newPassword: Password must be at least 8 characters long';
    expect(submissionErrors(gatewayError(message), ['newPassword'])).toEqual({
      [FORM_ERROR]: 'Password must be at least 8 characters long',
      newPassword: 'Password must be at least 8 characters long',
    });
  });

  it('keeps "field: reason" whole when the field is not one of the form', () => {
    const message = 'password: Password must be at least 8 characters long';
    expect(submissionErrors(gatewayError(message), ['email'])).toEqual({ [FORM_ERROR]: message });
  });

  it('keeps other messages for the whole form', () => {
    expect(submissionErrors(gatewayError('This e-mail is already registered'), ['email'])).toEqual({
      [FORM_ERROR]: 'This e-mail is already registered',
    });
  });
});
