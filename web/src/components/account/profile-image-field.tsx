// The profile picture: the current one, and a file input that uploads a chosen image at once (multipart, through
// the gateway's uploadImage) and puts its URL in the form's `image` field; Save stores it with the rest.
import { Avatar, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useField } from 'react-final-form';
import { ImageFileInput } from '@/components/form/image-field';

interface ProfileImageFieldProps {
  name: string;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

export function ProfileImageField({ name, uploading, onUploadingChange }: ProfileImageFieldProps) {
  const { t } = useLingui();
  const { input } = useField<string>('image');
  return (
    <HStack gap="4" align="center" flexWrap="wrap">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={name || undefined} />
        {input.value ? <Avatar.Image src={input.value} alt="" /> : null}
      </Avatar.Root>
      <ImageFileInput
        label={t`Profile image`}
        uploading={uploading}
        onUploadingChange={onUploadingChange}
        onUploaded={input.onChange}
        hint={t`Save to keep it.`}
      />
    </HStack>
  );
}
