// /admin/afilliate/add and /admin/afilliate/{id} (back-office.md §2, §5, §8): name, social network, username,
// link, an uploaded image (required: 'Please upload an image first') and, when editing, whether the storefront
// shows the affiliate. An edit address without an id says 'No ID provided' and returns to the list.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { ImageField } from '@/components/form/image-field';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { all, required } from '@/components/form/validators';
import { toaster } from '@/components/toaster';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import type { SocialMedia } from '@/generated/graphql';
import { fragmentFields } from '@/lib/fragment-fields';
import { paths } from '@/lib/paths';

export const AdminAffiliateQuery = graphql(`
  query AdminAffiliate($id: ID!) {
    adminAffiliate(id: $id) {
      id
      ...AffiliateForm_affiliate
    }
  }
`);

export const AffiliateFormFragment = graphql(`
  fragment AffiliateForm_affiliate on AdminAffiliate {
    name
    socialMedia
    username
    link
    image
    status
  }
`);

export const CreateAffiliateMutation = graphql(`
  mutation CreateAffiliate($input: AffiliateInput!) {
    createAffiliate(input: $input) {
      id
      ...AffiliateForm_affiliate
    }
  }
`);

export const UpdateAffiliateMutation = graphql(`
  mutation UpdateAffiliate($id: ID!, $input: AffiliateUpdateInput!) {
    updateAffiliate(id: $id, input: $input) {
      id
      ...AffiliateForm_affiliate
    }
  }
`);

export const IMAGE_REQUIRED = msg`Please upload an image first`;
export const NO_ID = msg`No ID provided`;
const SOCIAL_MEDIA: SocialMedia[] = ['Instagram', 'Facebook', 'TikTok'];
/** The form's fields, which a server message can name: the fragment's. */
const FIELDS = fragmentFields(AffiliateFormFragment);

interface AffiliateValues {
  name: string;
  socialMedia: SocialMedia | '';
  username: string;
  link: string;
  image: string;
  status: boolean;
}

const linkCheck = (message: string) => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !/^https?:\/\/[^\s/?#]+\S*$/u.test(value.trim())
    ? message
    : undefined;

/** The form's values for a stored affiliate, or an empty form (shown on the storefront). */
function valuesOf(ref: FragmentType<typeof AffiliateFormFragment> | null): AffiliateValues {
  const affiliate = getFragmentData(AffiliateFormFragment, ref);
  return {
    name: affiliate?.name ?? '',
    socialMedia: affiliate?.socialMedia ?? '',
    username: affiliate?.username ?? '',
    link: affiliate?.link ?? '',
    image: affiliate?.image ?? '',
    status: affiliate?.status ?? true,
  };
}

function affiliateInput(values: AffiliateValues) {
  return {
    name: values.name.trim(),
    socialMedia: values.socialMedia as SocialMedia,
    username: values.username.trim(),
    link: values.link.trim(),
    image: values.image,
    status: values.status,
  };
}

export function AffiliateFormPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const { id } = useParams();
  const missingId = Boolean(id && !id.trim());
  const affiliate = useEntityForm({
    listPath: paths.admin.affiliates,
    fields: FIELDS,
    create: CreateAffiliateMutation,
    update: UpdateAffiliateMutation,
    input: affiliateInput,
    load: {
      query: AdminAffiliateQuery,
      pick: (data) => data.adminAffiliate,
      failedText: t`Failed to load data`,
      waiting: missingId,
    },
    messages: {
      created: t`Successfully added new affiliate`,
      updated: t`Successfully updated affiliate`,
      createFailed: t`Failed to add data`,
      updateFailed: t`Failed to update data`,
    },
  });

  useEffect(() => {
    if (!missingId) return;
    toaster.error({ title: i18n._(NO_ID) });
    void navigate(paths.admin.affiliates, { replace: true });
  }, [missingId, navigate, i18n]);

  // The spec's own text, as a toast and beside the image, before anything is sent.
  const submit = (values: AffiliateValues) => {
    if (!values.image) {
      const message = i18n._(IMAGE_REQUIRED);
      toaster.error({ title: message });
      return { image: message };
    }
    return affiliate.onSubmit(values);
  };

  return (
    <EntityFormPage
      form={{ ...affiliate, onSubmit: submit }}
      noun={t`affiliate`}
      initialValues={valuesOf}
      uploading={uploading}
    >
      <TextField
        name="name"
        label={t`Name`}
        required
        maxLength={100}
        validate={required(t`Name is required`)}
      />
      <SelectField
        name="socialMedia"
        label={t`Social media`}
        placeholder={t`Choose a social network`}
        required
        options={SOCIAL_MEDIA.map((value) => ({ value, label: value }))}
        validate={required(t`Choose a social network`)}
      />
      <TextField
        name="username"
        label={t`Username`}
        required
        maxLength={100}
        validate={required(t`Username is required`)}
      />
      <TextField
        name="link"
        label={t`Link`}
        type="url"
        required
        maxLength={500}
        // eslint-disable-next-line no-restricted-syntax -- an example of an address, the same in every language
        placeholder="https://instagram.com/…"
        validate={all(
          required(t`Link is required`),
          linkCheck(t`Enter the profile address, starting with https://`),
        )}
      />
      <ImageField
        name="image"
        label={t`Image`}
        required
        uploading={uploading}
        onUploadingChange={setUploading}
      />
      {affiliate.isNew ? null : <SwitchField name="status" label={t`Shown on the storefront`} />}
    </EntityFormPage>
  );
}
