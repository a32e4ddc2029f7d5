import { Textarea, type TextareaProps } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { FieldShell, splitShellProps, type TextControlFieldProps } from './field-shell';

type TextareaFieldProps = TextControlFieldProps<TextareaProps>;

/** A textarea bound to the form's field `name`. */
export function TextareaField({ name, validate, ...props }: TextareaFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  const { shell, control } = splitShellProps(props);
  return (
    <FieldShell {...shell} meta={meta}>
      <Textarea {...control} {...input} value={input.value ?? ''} />
    </FieldShell>
  );
}
