// One image in a form: a file input that uploads the chosen file at once and puts its URL in the form's field;
// 'Uploading...' shows (and the form's Save is disabled by the caller) while it runs. ImageField adds a preview and
// the field's error (e.g. the affiliate form's 'Please upload an image first').
import {
  Box,
  Button,
  Center,
  Field,
  HStack,
  Image,
  Input,
  Text,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useLingui as useLanguage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useRef } from 'react';
import { LuImage, LuUpload } from 'react-icons/lu';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { UPLOAD_MAX_MB, UPLOADING_TEXT, useImageUpload } from '@/components/image-upload';
import { fieldError } from './field-shell';

/**
 * The focus ring of a box that draws a visually hidden file input (a button, a tile): shown while the input has
 * keyboard focus, as the input's own would be.
 */
export const FILE_INPUT_FOCUS_RING: SystemStyleObject = {
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '2px',
  },
};

interface ImageFileInputProps {
  label: string;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
  onUploaded: (url: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
}

/** The file input alone: picks a file, uploads it, hands over the URL. */
export function ImageFileInput({
  label,
  uploading,
  onUploadingChange,
  onUploaded,
  hint = '',
  error,
  required,
}: ImageFileInputProps) {
  const { t } = useLingui();
  const { upload, uploading: running } = useImageUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => onUploadingChange(running), [running, onUploadingChange]);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again uploads it again
    if (!file) return;
    const url = await upload(file);
    if (url) onUploaded(url);
  }

  return (
    <Field.Root flex="1" minW="48" disabled={uploading} invalid={Boolean(error)} required={required}>
      <HStack gap="1" align="baseline">
        <Field.Label>{label}</Field.Label>
        {required ? <Field.RequiredIndicator /> : null}
      </HStack>
      {/* The file input is the control (its label, its focus, what tests and screen readers use); it is drawn as
          a button, since the browser's own "Choose File / No file chosen" is clipped on a phone. */}
      <Box display="inline-flex" alignSelf="start" borderRadius="l2" css={FILE_INPUT_FOCUS_RING}>
        <Input
          ref={inputRef}
          type="file"
          accept="image/*"
          onChange={(event) => void onChange(event)}
          srOnly
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          tabIndex={-1}
          aria-hidden
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
        >
          <LuUpload />
          <Trans>Choose image</Trans>
        </Button>
      </Box>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {uploading ? t(UPLOADING_TEXT) : `${t`An image of at most ${UPLOAD_MAX_MB} MB.`} ${hint}`.trim()}
        </Text>
      )}
    </Field.Root>
  );
}

interface ImageFieldProps {
  name: string;
  label: string;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
  validate?: FieldValidator<string>;
  required?: boolean;
}

/** An image field of a form: preview, file input, and the field's error once touched or submitted. */
export function ImageField({
  name,
  label,
  uploading,
  onUploadingChange,
  validate,
  required,
}: ImageFieldProps) {
  // Subscribed to the language: a check's message (fieldError) re-renders in the new one.
  useLanguage();
  const { input, meta } = useField<string>(name, { validate });
  return (
    <HStack gap="4" align="center" flexWrap="wrap">
      <Box
        width="20"
        height="20"
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        bg="bg.muted"
        flexShrink={0}
        data-testid={`${name}-preview`}
      >
        {input.value ? (
          <Image src={input.value} alt="" width="full" height="full" objectFit="cover" />
        ) : (
          // Nothing chosen yet: a picture sign, so the empty box reads as the image's place.
          <Center height="full" color="fg.muted">
            <LuImage size="24" aria-hidden />
          </Center>
        )}
      </Box>
      <ImageFileInput
        label={label}
        uploading={uploading}
        onUploadingChange={onUploadingChange}
        onUploaded={(url) => {
          input.onChange(url);
          input.onBlur();
        }}
        error={fieldError({ ...meta, touched: meta.touched || meta.submitFailed })}
        required={required}
      />
    </HStack>
  );
}
