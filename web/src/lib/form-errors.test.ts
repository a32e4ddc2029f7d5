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

  it('puts a message naming a place inside a list field there, as final-form reads it', () => {
    const errors = submissionErrors(gatewayError('variants.2.sku must match the SKU rule'), ['variants']);
    expect(errors).toEqual({
      [FORM_ERROR]: 'variants.2.sku must match the SKU rule',
      variants: [undefined, undefined, { sku: 'variants.2.sku must match the SKU rule' }],
    });
    expect(submissionErrors(gatewayError('body.variants.0.stock: must be at least 0'), ['variants'])).toEqual(
      {
        [FORM_ERROR]: 'must be at least 0',
        variants: [{ stock: 'must be at least 0' }],
      },
    );
    // A name that only starts like a field is not that field.
    expect(submissionErrors(gatewayError('variantsAll is wrong'), ['variants'])).toEqual({
      [FORM_ERROR]: 'variantsAll is wrong',
    });
  });

  it('keeps other messages for the whole form', () => {
    expect(submissionErrors(gatewayError('This e-mail is already registered'), ['email'])).toEqual({
      [FORM_ERROR]: 'This e-mail is already registered',
    });
  });
});
