// /admin/widget/add and /admin/widget/{id}: a real widget form posting to createWidget (the original's create
// screen posted to the affiliate call). The group comes from the real widget groups, and the fields follow what
// the storefront shows of it: the hero an image or a video, the banner an image and its text, the highlight a
// line of text and a link; any other group every field.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormState } from 'react-final-form';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { useOptionList } from '@/components/admin/use-option-list';
import { ImageField } from '@/components/form/image-field';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { required } from '@/components/form/validators';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import type { WidgetType } from '@/generated/graphql';
import { WIDGET_TYPE_LABELS } from './widget-types';
import { fragmentFields } from '@/lib/fragment-fields';
import { paths } from '@/lib/paths';

export const AdminWidgetQuery = graphql(`
  query AdminWidget($id: ID!) {
    widget(id: $id) {
      id
      ...WidgetForm_widget
    }
  }
`);

export const WidgetFormFragment = graphql(`
  fragment WidgetForm_widget on Widget {
    groupID
    name
    type
    content
    status
    slug
    link
    image
  }
`);

export const WidgetGroupOptionsQuery = graphql(`
  query WidgetGroupOptions($page: PageInput) {
    widgetGroups(page: $page) {
      items {
        id
        name
        slug
      }
    }
  }
`);

export const CreateWidgetMutation = graphql(`
  mutation CreateWidget($input: WidgetInput!) {
    createWidget(input: $input) {
      id
    }
  }
`);

export const UpdateWidgetMutation = graphql(`
  mutation UpdateWidget($id: ID!, $input: WidgetUpdateInput!) {
    updateWidget(id: $id, input: $input) {
      id
      ...WidgetForm_widget
    }
  }
`);

export interface WidgetValues {
  groupID: string;
  name: string;
  slug: string;
  type: WidgetType;
  content: string;
  link: string;
  image: string;
  status: boolean;
}

/** The form's values for a stored widget, or an empty form (an active image). */
function valuesOf(ref: FragmentType<typeof WidgetFormFragment> | null): WidgetValues {
  const widget = getFragmentData(WidgetFormFragment, ref);
  return {
    groupID: widget?.groupID ?? '',
    name: widget?.name ?? '',
    slug: widget?.slug ?? '',
    type: widget?.type ?? 'IMAGE',
    content: widget?.content ?? '',
    link: widget?.link ?? '',
    image: widget?.image ?? '',
    status: widget?.status ?? true,
  };
}

/** What a group's widgets hold, by the group's slug (the storefront's three), else everything. */
export type WidgetKind = 'hero' | 'banner' | 'highlight' | 'other';

export function kindOf(groupSlug: string | undefined): WidgetKind {
  if (groupSlug === 'hero-image') return 'hero';
  if (groupSlug === 'banner' || groupSlug === 'highlight') return groupSlug;
  return 'other';
}

/** What createWidget and updateWidget receive: the fields the group's kind uses, the others empty. */
export function widgetInput(values: WidgetValues, kind: WidgetKind) {
  const type: WidgetType = kind === 'banner' ? 'IMAGE' : kind === 'highlight' ? 'TEXT' : values.type;
  return {
    groupID: values.groupID,
    name: values.name.trim(),
    // Empty: the server makes the slug from the name.
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    type,
    content: values.content.trim(),
    link: kind === 'highlight' || kind === 'other' ? values.link.trim() : '',
    image: kind === 'highlight' ? '' : values.image.trim(),
    status: values.status,
  };
}

/** The form's fields, which a server message can name: the fragment's. */
const FIELDS = fragmentFields(WidgetFormFragment);

const HERO_TYPES: WidgetType[] = ['IMAGE', 'VIDEO'];
const WIDGET_TYPES: WidgetType[] = ['TEXT', 'IMAGE', 'VIDEO'];

export function WidgetFormPage() {
  const { t } = useLingui();
  const [uploading, setUploading] = useState(false);
  const groups = useOptionList(WidgetGroupOptionsQuery, {
    noun: t`groups`,
    items: (data) => data.widgetGroups.items,
    option: (group) => ({ value: group.id, label: group.name }),
  });
  const kindOfGroup = (groupID: string) => kindOf(groups.items.find((group) => group.id === groupID)?.slug);
  const widget = useEntityForm({
    listPath: paths.admin.widgets,
    fields: FIELDS,
    create: CreateWidgetMutation,
    update: UpdateWidgetMutation,
    input: (values: WidgetValues) => widgetInput(values, kindOfGroup(values.groupID)),
    load: { query: AdminWidgetQuery, pick: (data) => data.widget },
  });

  return (
    <EntityFormPage form={widget} noun={t`widget`} initialValues={valuesOf} uploading={uploading}>
      <SelectField
        name="groupID"
        label={t`Group`}
        placeholder={groups.loading ? t`Loading the groups…` : t`Choose a group`}
        required
        options={groups.options}
        validate={required(t`Choose a group`)}
        helperText={groups.failedText}
      />
      <WidgetFields kindOfGroup={kindOfGroup} uploading={uploading} onUploadingChange={setUploading} />
      <SwitchField name="status" label={t`Active (shown on the storefront)`} />
    </EntityFormPage>
  );
}

function WidgetFields({
  kindOfGroup,
  uploading,
  onUploadingChange,
}: {
  kindOfGroup: (groupID: string) => WidgetKind;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const { values } = useFormState<WidgetValues>({ subscription: { values: true } });
  const kind = kindOfGroup(values.groupID);
  const image = (
    <ImageField name="image" label={t`Image`} uploading={uploading} onUploadingChange={onUploadingChange} />
  );
  return (
    <>
      <TextField
        name="name"
        label={kind === 'highlight' ? t`Name` : t`Title`}
        required
        maxLength={200}
        validate={required(t`Name is required`)}
      />
      <TextField
        name="slug"
        label={t`Slug`}
        maxLength={100}
        helperText={t`Made from the name when left empty.`}
      />
      {kind === 'hero' || kind === 'other' ? (
        <SelectField
          name="type"
          label={t`Type`}
          options={(kind === 'hero' ? HERO_TYPES : WIDGET_TYPES).map((value) => ({
            value,
            label: i18n._(WIDGET_TYPE_LABELS[value]),
          }))}
        />
      ) : null}
      <TextareaField
        name="content"
        label={kind === 'banner' ? t`Banner text` : kind === 'highlight' ? t`Highlight text` : t`Text`}
        maxLength={2000}
        validate={kind === 'highlight' ? required(t`Highlight text is required`) : undefined}
      />
      {kind === 'highlight' || kind === 'other' ? (
        <TextField
          name="link"
          label={t`Link`}
          type="url"
          maxLength={500}
          placeholder={t`https://… or /shop`}
        />
      ) : null}
      {kind === 'banner' || (kind === 'hero' && values.type !== 'VIDEO') ? image : null}
      {kind === 'hero' && values.type === 'VIDEO' ? (
        <TextField
          name="image"
          label={t`Video URL`}
          type="url"
          required
          maxLength={1000}
          validate={required(t`The video URL is required`)}
        />
      ) : null}
      {kind === 'other' && values.type !== 'TEXT' ? image : null}
    </>
  );
}
