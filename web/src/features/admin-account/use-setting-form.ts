// The shared life of a shop setting's form on the settings page (issue 32): the setting read afresh through its
// query, as the form's fragment describes it; the form's values from it, once per answer; Save through the
// mutation, whose answer (the same fragment) the cache takes where the query reads it, so every screen reading that
// field shows the saved setting; the saved toast in the reader's language; a refusal on the field the server's
// message names, else for the whole form. Each form keeps only its fragment, its operations and its fields:
//   const form = useSettingForm({ fragment: SellerFormFragment, query: SellerSettingQuery,
//     read: (data) => data.seller, mutation: UpdateSellerMutation,
//     written: (data) => ({ seller: data.updateSeller }), values: (seller) => ({ ...seller }),
//     input: (values) => ({ input: values }) });
//   <SettingCard form={form} id="seller-heading" heading={t`Invoice`} …>{fields}</SettingCard>
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { SAVED_TEXT } from '@/components/admin/use-entity-form';
import { toaster } from '@/components/toaster';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { fragmentFields } from '@/lib/fragment-fields';
import { submissionErrors } from '@/lib/form-errors';

/** A setting's form as <SettingCard> takes it. */
export interface SettingForm<Values> {
  /** The setting's query as it stands: its error and a way to ask again. */
  load: { error?: Error | undefined; refetch: () => unknown };
  /** The form's values from the saved setting; undefined while it loads. */
  initialValues: Values | undefined;
  onSubmit: (values: Values) => Promise<SubmissionErrors | undefined>;
}

interface SettingFormOptions<
  Setting,
  Data,
  Variables extends OperationVariables,
  Saved,
  Input extends OperationVariables,
  Values,
> {
  /**
   * What the form reads of the setting (`XForm_setting`), which its query and its mutation both spread. Its fields
   * are the form's: a server message naming one ("threshold must be at most …", "en.title …") shows beside it.
   */
  fragment: TypedDocumentNode<Setting, unknown>;
  /** The setting's query, asked afresh each time the form shows (staff may have changed it elsewhere). */
  query: TypedDocumentNode<Data, Variables>;
  /** The query's variables (a policy page's slug); none for most settings. */
  variables?: Variables;
  /** The setting in the query's answer. */
  read: (data: Data) => FragmentType<TypedDocumentNode<Setting, unknown>> | null | undefined;
  /** The setting's mutation, which answers with the saved setting (the same fragment). */
  mutation: TypedDocumentNode<Saved, Input>;
  /** The query's answer as the save leaves it: the cache takes it, for this form and every screen reading it. */
  written: (saved: Saved) => Data;
  /** The form's values from the saved setting: of the setting alone (worked out once per answer). */
  values: (setting: Setting) => Values;
  /** The mutation's variables from the form's values. */
  input: (values: Values) => Input;
  /** Fields of the root query that follow the setting (the dashboard's low-stock list): asked afresh next time. */
  stale?: readonly string[];
}

export function useSettingForm<
  Setting,
  Data,
  Variables extends OperationVariables,
  Saved,
  Input extends OperationVariables,
  Values,
>(options: SettingFormOptions<Setting, Data, Variables, Saved, Input, Values>): SettingForm<Values> {
  const { fragment, query, variables, read, mutation, written, values, input, stale = [] } = options;
  const { i18n } = useLingui();
  // Variables of the operation's own type (the generated ones): Apollo's overloads cannot tell them from none.
  const load = useQuery(query as TypedDocumentNode<Data, OperationVariables>, {
    variables,
    fetchPolicy: 'network-only',
  });
  const [update] = useMutation(mutation as TypedDocumentNode<Saved, OperationVariables>);
  const setting = load.data === undefined ? undefined : getFragmentData(fragment, read(load.data));
  // One object per answer: the form compares its initial values shallowly, and would start again on every render
  // (losing what staff typed) if given new lists or nested objects each time.
  const initialValues = useMemo(() => (setting ? values(setting) : undefined), [setting]);

  async function onSubmit(typed: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        variables: input(typed),
        update(cache, { data }) {
          if (!data) return;
          cache.writeQuery({ query, variables, data: written(data) });
          for (const fieldName of stale) cache.evict({ id: 'ROOT_QUERY', fieldName });
          if (stale.length > 0) cache.gc();
        },
      });
    } catch (error) {
      return submissionErrors(error, fragmentFields(fragment));
    }
    toaster.success({ title: i18n._(SAVED_TEXT.updated) });
    return undefined;
  }

  return { load, initialValues, onSubmit };
}
