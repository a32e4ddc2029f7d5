// Uploading an image through the gateway's uploadImage (multipart): one hook for every screen that takes a
// picture (profile, product, affiliate, widget, user). It checks the file first, says how the upload went with the
// spec's texts ('Image uploaded successfully!', 'Failed to upload image') and answers the stored URL.
import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { UPLOAD_MAX_BYTES } from '@lemari/shop/rules';
import { errorMessage } from '@/lib/errors';
import { i18n } from '@/lib/i18n';

export const UploadImageMutation = graphql(`
  mutation UploadImage($file: Upload!) {
    uploadImage(file: $file) {
      id
      urls {
        medium
      }
    }
  }
`);

// The spec's texts as msg`` descriptors: translate them where they show, i18n._(UPLOADING_TEXT).
export const UPLOAD_FAILED = msg`Failed to upload image`;
export const UPLOAD_SUCCEEDED = msg`Image uploaded successfully!`;
export const UPLOADING_TEXT = msg`Uploading...`;
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * Why `file` cannot be uploaded, or undefined when it can (the server checks again, by decoding it): in the app's
 * language now.
 */
export function imageProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/'))
    return i18n._(msg`Choose an image file (JPEG, PNG, WebP, GIF or AVIF).`);
  if (file.size > UPLOAD_MAX_BYTES) return i18n._(msg`The image is larger than ${UPLOAD_MAX_MB} MB.`);
  return undefined;
}

/**
 * `upload(file)` answers the stored image's URL (its medium variant), or undefined when it failed (a toast said
 * why). `uploading` is true while any upload of this hook runs: forms disable Save then.
 */
export function useImageUpload() {
  const { t } = useLingui();
  const [mutate] = useMutation(UploadImageMutation);
  const [running, setRunning] = useState(0);

  const upload = useCallback(
    async (file: File): Promise<string | undefined> => {
      const problem = imageProblem(file);
      if (problem) {
        toaster.error({ title: t(UPLOAD_FAILED), description: problem });
        return undefined;
      }
      setRunning((count) => count + 1);
      try {
        const { data } = await mutate({ variables: { file } });
        if (!data) throw new Error(t`The shop stored no image.`);
        toaster.success({ title: t(UPLOAD_SUCCEEDED) });
        return data.uploadImage.urls.medium;
      } catch (error) {
        toaster.error({ title: t(UPLOAD_FAILED), description: errorMessage(error) });
        return undefined;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [mutate, t],
  );

  return { upload, uploading: running > 0 };
}
