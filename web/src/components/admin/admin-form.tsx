// A back-office create or edit form: react-final-form over the screen's fields, then FormActions (the form's server
// error, Back and Save). Its initial values compare by content (sameValues), so an option list arriving does not
// start the form over.
import { Stack } from '@chakra-ui/react';
import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormActions } from './form-actions';
import { sameValues } from './use-entity-form';

interface AdminFormProps<V> {
  /** The form's accessible name ('Category'). */
  label: string;
  initialValues: V;
  onSubmit: (
    values: V,
    form: FormApi<V>,
  ) => SubmissionErrors | Promise<SubmissionErrors | undefined> | undefined | void;
  /** Checks across fields, before anything is sent. */
  validate?: (values: V) => ValidationErrors | Promise<ValidationErrors>;
  /** Where Back goes: the list. */
  backTo: string;
  /** An image is uploading: Save waits for it. */
  uploading?: boolean;
  /** The space between the fields. */
  gap?: string;
  children: ReactNode;
}

export function AdminForm<V extends object>({
  label,
  initialValues,
  onSubmit,
  validate,
  backTo,
  uploading,
  gap = '4',
  children,
}: AdminFormProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValuesEqual={sameValues}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <Stack asChild gap={gap}>
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={label}>
            {children}
            <FormActions backTo={backTo} uploading={uploading} />
          </form>
        </Stack>
      )}
    />
  );
}
