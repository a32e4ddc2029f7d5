// A back-office form's footer: the server's message for the whole form, Back to the list and Save. Save is busy
// while the form submits and disabled while an image uploads ('Uploading...', back-office.md §4).
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useFormState } from 'react-final-form';
import { Link as RouterLink } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { UPLOADING_TEXT } from '@/components/image-upload';
import { messageText } from '@/lib/message-text';

interface FormActionsProps {
  backTo: string;
  /** An image is uploading: Save waits for it. */
  uploading?: boolean;
  saveLabel?: string;
}

export function FormActions({ backTo, uploading = false, saveLabel = 'Save' }: FormActionsProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Stack gap="4">
      <FormError />
      <HStack gap="3" justify="end">
        <Button asChild variant="outline" minH="10">
          <RouterLink to={backTo}>Back</RouterLink>
        </Button>
        <Button type="submit" minH="10" loading={submitting} disabled={uploading}>
          {uploading ? messageText(UPLOADING_TEXT) : saveLabel}
        </Button>
      </HStack>
    </Stack>
  );
}
