// Changing one's password (storefront.md §2, §3): current, new and confirm. The confirmation is compared here too;
// the server's refusals (wrong current password, a weak new one) show on their field. Success says
// 'success update password' and empties the form; the server signs out the person's other sessions.
import { Heading, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { FormSubmit } from '@/components/form/form-submit';
import { TextField } from '@/components/form/text-field';
import { required } from '@/components/form/validators';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';

export const UpdatePasswordMutation = graphql(`
  mutation UpdatePassword($input: PasswordInput!) {
    updatePassword(input: $input)
  }
`);

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const FIELDS = ['currentPassword', 'newPassword', 'confirmNewPassword'] as const;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

export function PasswordForm() {
  const { t } = useLingui();
  const [updatePassword] = useMutation(UpdatePasswordMutation);

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    if (values.confirmNewPassword !== values.newPassword) {
      return { confirmNewPassword: msg`Passwords do not match` };
    }
    try {
      await updatePassword({ variables: { input: values } });
    } catch (error) {
      return submissionErrors(error, FIELDS);
    }
    toaster.success({ title: t`success update password` });
    return undefined;
  }

  return (
    <Form<Values> onSubmit={onSubmit} initialValues={EMPTY}>
      {({ handleSubmit, form }) => (
        <form
          noValidate
          aria-labelledby="change-password-heading"
          onSubmit={(event) => {
            // Emptied once the change went through (not on a refusal, so the person can correct it).
            void handleSubmit(event)?.then((errors) => {
              if (!errors) form.restart();
            });
          }}
        >
          <Stack gap="4">
            <Heading as="h2" size="lg" id="change-password-heading">
              <Trans>Change password</Trans>
            </Heading>
            <TextField
              name="currentPassword"
              label={t`Current password`}
              type="password"
              autoComplete="current-password"
              required
              validate={required(msg`Enter your current password`)}
            />
            <TextField
              name="newPassword"
              label={t`New password`}
              type="password"
              autoComplete="new-password"
              helperText={t`At least 8 characters, with a letter and a digit.`}
              required
              validate={required(msg`Enter a new password`)}
            />
            <TextField
              name="confirmNewPassword"
              label={t`Confirm new password`}
              type="password"
              autoComplete="new-password"
              required
              validate={required(msg`Enter the new password again`)}
            />
            <FormSubmit label={t`Change password`} />
          </Stack>
        </form>
      )}
    </Form>
  );
}
