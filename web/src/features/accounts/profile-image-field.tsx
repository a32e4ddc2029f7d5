// The profile picture: the current one, and a file input that uploads a chosen image at once (multipart, through
// the gateway's uploadImage) and puts its URL in the form's `image` field; Save stores it with the rest.
import { Avatar, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { ChangeEvent } from 'react';
import { useField } from 'react-final-form';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { UPLOAD_MAX_BYTES } from '@/lib/constants';
import { errorMessage } from '@/lib/errors';

export const UploadProfileImageMutation = graphql(`
  mutation UploadProfileImage($file: Upload!) {
    uploadImage(file: $file) {
      id
      urls {
        medium
      }
    }
  }
`);

export const UPLOAD_FAILED = 'Failed to upload image';
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/** Why `file` cannot be uploaded, or undefined when it can (the server checks again, by decoding it). */
export function imageProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return 'Choose an image file (JPEG, PNG, WebP, GIF or AVIF).';
  if (file.size > UPLOAD_MAX_BYTES) return `The image is larger than ${MAX_MB} MB.`;
  return undefined;
}

interface ProfileImageFieldProps {
  name: string;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

export function ProfileImageField({ name, uploading, onUploadingChange }: ProfileImageFieldProps) {
  const { input } = useField<string>('image');
  const [upload] = useMutation(UploadProfileImageMutation);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again uploads it again
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      toaster.error({ title: UPLOAD_FAILED, description: problem });
      return;
    }
    onUploadingChange(true);
    try {
      const { data } = await upload({ variables: { file } });
      if (!data) throw new Error('The shop stored no image.');
      input.onChange(data.uploadImage.urls.medium);
      toaster.success({ title: 'Image uploaded successfully!' });
    } catch (error) {
      toaster.error({ title: UPLOAD_FAILED, description: errorMessage(error) });
    } finally {
      onUploadingChange(false);
    }
  }

  return (
    <HStack gap="4" align="center" flexWrap="wrap">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={name || undefined} />
        {input.value ? <Avatar.Image src={input.value} alt="" /> : null}
      </Avatar.Root>
      <Field.Root flex="1" minW="48" disabled={uploading}>
        <Field.Label>Profile image</Field.Label>
        <Input
          type="file"
          accept="image/*"
          onChange={(event) => void onChange(event)}
          p="1.5"
          height="auto"
          minH="10"
          css={{ '&::file-selector-button': { marginInlineEnd: '3', cursor: 'pointer' } }}
        />
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            {uploading ? 'Uploading...' : `An image of at most ${MAX_MB} MB. Save to keep it.`}
          </Text>
        </Stack>
      </Field.Root>
    </HStack>
  );
}
