// A back-office form's footer: the server's message for the whole form, Back to the list and Save. Save is busy
// while the form submits and disabled while an image uploads ('Uploading...', back-office.md §4).
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormState } from 'react-final-form';
import { Link as RouterLink } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { UPLOADING_TEXT } from '@/components/image-upload';
import { messageText } from '@/lib/message-text';
import { useMayEditHere } from './use-admin-access';

interface FormActionsProps {
  backTo: string;
  /** An image is uploading: Save waits for it. */
  uploading?: boolean;
  /** Save's words, in the language shown; 'Save' when left out. */
  saveLabel?: string;
}

export function FormActions({ backTo, uploading = false, saveLabel }: FormActionsProps) {
  const { t } = useLingui();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  // Staff whose role may not change this screen's records read the form without a Save (issue 32).
  const mayEdit = useMayEditHere();
  return (
    <Stack gap="4">
      <FormError />
      <HStack gap="3" justify="end">
        <Button asChild variant="outline" minH="10">
          <RouterLink to={backTo}>
            <Trans>Back</Trans>
          </RouterLink>
        </Button>
        {mayEdit ? (
          <Button type="submit" minH="10" loading={submitting} disabled={uploading}>
            {uploading ? messageText(UPLOADING_TEXT) : (saveLabel ?? t`Save`)}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
