// The create and edit screens' submit (STYLE.md, after Vendure's useDetailPage): no id → create, an id → update;
// on success the spec's toast and back to the list; on failure the server's message in red and, where it names a
// field, beside that field (react-final-form's submission errors), with nothing typed lost.
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { SubmissionErrors } from 'final-form';
import { toaster } from '@/components/toaster';
import { errorMessage } from '@/lib/errors';
import { submissionErrors } from '@/lib/form-errors';

/** back-office.md §8's generic texts. */
export const SAVED_TEXT = { created: 'success add new data', updated: 'success update data' } as const;

interface EntityFormOptions<V> {
  /** Where the list is; the screen goes there after a save. */
  listPath: string;
  create: (values: V) => Promise<unknown>;
  update: (id: string, values: V) => Promise<unknown>;
  /** The form's field names: a server message naming one shows beside it. */
  fields: readonly string[];
  /** Toast texts when the spec has its own ('Successfully added new affiliate'). */
  messages?: { created?: string; updated?: string; createFailed?: string; updateFailed?: string };
}

export function useEntityForm<V>({ listPath, create, update, fields, messages = {} }: EntityFormOptions<V>) {
  const { id } = useParams();
  const navigate = useNavigate();
  const isNew = !id;

  const onSubmit = useCallback(
    async (values: V): Promise<SubmissionErrors | undefined> => {
      try {
        if (id) await update(id, values);
        else await create(values);
      } catch (error) {
        const fallback = id ? messages.updateFailed : messages.createFailed;
        toaster.error({
          title: fallback ?? errorMessage(error),
          description: fallback ? errorMessage(error) : undefined,
        });
        return submissionErrors(error, fields);
      }
      toaster.success({
        title: id ? (messages.updated ?? SAVED_TEXT.updated) : (messages.created ?? SAVED_TEXT.created),
      });
      await navigate(listPath);
      return undefined;
    },
    [id, create, update, fields, messages, navigate, listPath],
  );

  return { id, isNew, onSubmit };
}

/**
 * react-final-form's initialValuesEqual for the entity forms: the same values by content, so a screen that renders
 * again (an option list arriving) does not start the form over and lose what was typed.
 */
export function sameValues(a: object | undefined, b: object | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
