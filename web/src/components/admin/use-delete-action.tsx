// Deleting a row (back-office.md §5, §8): ask with the spec's text, run the mutation, say 'success delete data'
// (or the server's message in red) and let the list refetch.
//   const remove = useDeleteAction(DeleteCategoryMutation, { confirm: DELETE_CONFIRM.category, onDeleted: refetch });
//   <RowActions name={name} {...remove.deleteProps(id)} />  …  {remove.dialog}
import type { TypedDocumentNode } from '@apollo/client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@apollo/client/react';
import { type ReactNode, useCallback, useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { toaster } from '@/components/toaster';
import { errorMessage } from '@/lib/errors';

/** The confirm texts of back-office.md §8, translated when asked. */
export const DELETE_CONFIRM = {
  category: msg`Are you sure you want to delete this category?`,
  affiliate: msg`Are you sure you want to delete this category?`,
  widget: msg`Are you sure you want to delete this category?`,
  widgetGroup: msg`Are you sure you want to delete this category?`,
  product: msg`Are you sure you want to delete this product?`,
  // The shop's colour and size lists (issue 21; the spec has no text of its own for them).
  productColor: msg`Are you sure you want to delete this colour?`,
  productSize: msg`Are you sure you want to delete this size?`,
  user: msg`Are you sure you want to delete this user?`,
  role: msg`Are you sure you want to delete this role?`,
  permission: msg`Are you sure you want to delete this permission?`,
} as const satisfies Record<string, MessageDescriptor>;

export const DELETED_TEXT = msg`success delete data`;

/** useDeleteAction's answer: a row's Delete for <RowActions>, and the question's dialog to draw. */
export interface DeleteAction {
  deleteProps: (id: string) => { onDelete: () => void; deleting: boolean };
  dialog: ReactNode;
}

interface DeleteOptions {
  /** The question: one of DELETE_CONFIRM, or words already in the language shown. */
  confirm: MessageDescriptor | string;
  onDeleted?: () => unknown;
}

export function useDeleteAction<TData>(
  mutation: TypedDocumentNode<TData, { id: string }>,
  { confirm: question, onDeleted }: DeleteOptions,
): DeleteAction {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const [mutate] = useMutation(mutation);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const run = useCallback(
    async (id: string): Promise<boolean> => {
      const asked = typeof question === 'string' ? question : i18n._(question);
      if (!(await confirm.ask(asked, t`Delete`))) return false;
      setDeletingId(id);
      try {
        await mutate({ variables: { id } });
        toaster.success({ title: i18n._(DELETED_TEXT) });
        await onDeleted?.();
        return true;
      } catch (error) {
        toaster.error({ title: errorMessage(error) });
        return false;
      } finally {
        setDeletingId(null);
      }
    },
    [confirm, question, mutate, onDeleted, t, i18n],
  );

  /** A row's Delete for <RowActions>: it asks, then deletes; busy while this row is deleted. */
  const deleteProps = (id: string) => ({ onDelete: () => void run(id), deleting: deletingId === id });

  return { deleteProps, dialog: confirm.dialog };
}
