// The foot of a form outside the back office's list screens (profile, password, a settings tab): the server's
// message for the whole form, then its submit button, start-aligned from md, busy while the form submits and
// waiting while an image uploads ('Uploading...').
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useFormState } from 'react-final-form';
import { UPLOADING_TEXT } from '@/components/image-upload';
import { FormError } from './form-error';

interface FormSubmitProps extends Omit<
  ButtonProps,
  'type' | 'loading' | 'loadingText' | 'disabled' | 'children'
> {
  /** The button's text ('Save'). */
  label: string;
  /** An image is uploading: the button waits for it. */
  uploading?: boolean;
}

export function FormSubmit({ label, uploading = false, ...rest }: FormSubmitProps) {
  const { i18n } = useLingui();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <>
      <FormError />
      <Button
        type="submit"
        alignSelf={{ md: 'flex-start' }}
        {...rest}
        disabled={uploading}
        loading={submitting}
        loadingText={label}
      >
        {uploading ? i18n._(UPLOADING_TEXT) : label}
      </Button>
    </>
  );
}
