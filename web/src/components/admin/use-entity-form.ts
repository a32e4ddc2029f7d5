// The create and edit screens' data (STYLE.md, after Vendure's useDetailPage): no id → create, an id → update, and
// for an edit the record its query loads; on success the spec's toast and back to the list; on failure the server's
// message in red and, where it names a field, beside that field (react-final-form's submission errors), with
// nothing typed lost.
//   const role = useEntityForm({ listPath, fields, create: CreateRoleMutation, update: UpdateRoleMutation,
//     input: roleInput, load: { query: AdminRoleQuery, pick: (data) => data.role } });
//   <EntityFormPage noun="role" form={role} initialValues={valuesOf}>…
import type { TypedDocumentNode } from '@apollo/client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { SubmissionErrors } from 'final-form';
import { toaster } from '@/components/toaster';
import { errorMessage } from '@/lib/errors';
import { submissionErrors } from '@/lib/form-errors';
import { recordOf } from './admin-form-page';

/** back-office.md §8's generic texts, translated when shown. */
export const SAVED_TEXT = { created: msg`success add new data`, updated: msg`success update data` } as const;

/** A toast's words: a descriptor (msg``), or words already in the language shown (t``). */
type ToastText = MessageDescriptor | string;

interface EntityFormOptions<V, CreateInput, UpdateInput, Data, Record> {
  /** Where the list is; the screen goes there after a save. */
  listPath: string;
  /** The create mutation, which takes `{ input }`. */
  create: TypedDocumentNode<unknown, { input: CreateInput }>;
  /** The update mutation, which takes `{ id, input }`. */
  update: TypedDocumentNode<unknown, { id: string; input: UpdateInput }>;
  /** The mutations' input from the form's values: one for both, or each its own. */
  input:
    | ((values: V) => CreateInput & UpdateInput)
    | { create: (values: V) => CreateInput; update: (values: V) => UpdateInput };
  /**
   * The edit screen's query (`{ id }`), where its answer holds the record, a failure's words when the spec has its
   * own ('Failed to load data'), and `waiting`: no query yet, the record shown as loading.
   */
  load: {
    query: TypedDocumentNode<Data, { id: string }>;
    pick: (data: Data) => Record | null | undefined;
    failedText?: ToastText;
    waiting?: boolean;
  };
  /** The form's field names: a server message naming one shows beside it. */
  fields: readonly string[];
  /** Toast texts when the spec has its own ('Successfully added new affiliate'). */
  messages?: { created?: ToastText; updated?: ToastText; createFailed?: ToastText; updateFailed?: ToastText };
}

export function useEntityForm<V, CreateInput, UpdateInput, Data, Record>({
  listPath,
  create,
  update,
  input,
  load,
  fields,
  messages = {},
}: EntityFormOptions<V, CreateInput, UpdateInput, Data, Record>) {
  const { i18n } = useLingui();
  const said = useCallback(
    (text: ToastText | undefined) => (text === undefined || typeof text === 'string' ? text : i18n._(text)),
    [i18n],
  );
  const { id } = useParams();
  const navigate = useNavigate();
  const isNew = !id;
  const [runCreate] = useMutation(create);
  const [runUpdate] = useMutation(update);
  const existing = useQuery(load.query, {
    variables: { id: id ?? '' },
    skip: isNew || load.waiting,
  });
  const createInput = typeof input === 'function' ? input : input.create;
  const updateInput = typeof input === 'function' ? input : input.update;

  const onSubmit = useCallback(
    async (values: V): Promise<SubmissionErrors | undefined> => {
      try {
        if (id) await runUpdate({ variables: { id, input: updateInput(values) } });
        else await runCreate({ variables: { input: createInput(values) } });
      } catch (error) {
        const fallback = said(id ? messages.updateFailed : messages.createFailed);
        toaster.error({
          title: fallback ?? errorMessage(error),
          description: fallback ? errorMessage(error) : undefined,
        });
        return submissionErrors(error, fields);
      }
      toaster.success({
        title: said(id ? (messages.updated ?? SAVED_TEXT.updated) : (messages.created ?? SAVED_TEXT.created)),
      });
      await navigate(listPath);
      return undefined;
    },
    [id, runCreate, runUpdate, createInput, updateInput, fields, messages, navigate, listPath, said],
  );

  /** For an edit, the record as <AdminFormPage> takes it; for a create, none. */
  const record = isNew
    ? undefined
    : recordOf(
        { ...existing, loading: existing.loading || Boolean(load.waiting) },
        load.pick,
        said(load.failedText),
      );

  return { id, isNew, listPath, onSubmit, record };
}

/**
 * react-final-form's initialValuesEqual for the entity forms: the same values by content, so a screen that renders
 * again (an option list arriving) does not start the form over and lose what was typed.
 */
export function sameValues(a: object | undefined, b: object | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
