// A whole create or edit screen of the back office: AdminFormPage's frame (the title 'Add role' or 'Edit role', an
// edit's record loaded first) around AdminForm (named 'Role', Back to the list, Save). The screen gives its
// fields, and useEntityForm's answer: the list, the record and the submit.
//   const role = useEntityForm({ listPath: paths.admin.roles, … });
//   <EntityFormPage noun="role" form={role} initialValues={valuesOf}>…fields…</EntityFormPage>
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AdminForm } from './admin-form';
import { AdminFormPage } from './admin-form-page';

interface EntityFormPageProps<T, V> {
  /** useEntityForm's answer (or the screen's own submit over it). */
  form: {
    /** The list: Back and the not-found state go there. */
    listPath: string;
    /** For an edit, the record; none for a create. */
    record: Parameters<typeof AdminFormPage<T>>[0]['record'];
    onSubmit: (values: V) => SubmissionErrors | Promise<SubmissionErrors | undefined> | undefined;
  };
  /** Checks across fields, before anything is sent. */
  validate?: (values: V) => ValidationErrors;
  /** An image is uploading: Save waits for it. */
  uploading?: boolean;
  /** The space between the fields. */
  gap?: string;
  /**
   * What the record is ('widget group'), in the language shown (the caller's t``): the title, the form's name and
   * the not-found text say it.
   */
  noun: string;
  /** A form with a wide part (the product's variant grid): the card takes the screen's width. */
  wide?: boolean;
  /** The form's values for the record, or an empty form (null). */
  initialValues: (record: T | null) => V;
  /** The fields, drawn for the record when they depend on it. */
  children: ReactNode | ((record: T | null) => ReactNode);
}

export function EntityFormPage<T, V extends object>({
  form: { listPath, record, onSubmit },
  noun,
  wide,
  initialValues,
  children,
  ...options
}: EntityFormPageProps<T, V>) {
  const { t } = useLingui();
  return (
    <AdminFormPage
      title={record ? t`Edit ${noun}` : t`Add ${noun}`}
      noun={noun}
      wide={wide}
      listPath={listPath}
      record={record}
    >
      {(found) => (
        <AdminForm<V>
          {...options}
          onSubmit={onSubmit}
          label={`${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`}
          initialValues={initialValues(found)}
          backTo={listPath}
        >
          {typeof children === 'function' ? children(found) : children}
        </AdminForm>
      )}
    </AdminFormPage>
  );
}
