import { Input, type InputProps } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { FieldShell, splitShellProps, type TextControlFieldProps } from './field-shell';

type TextFieldProps = TextControlFieldProps<InputProps>;

/** A text input (type text, email, password, tel, number as text) bound to the form's field `name`. */
export function TextField({ name, validate, type = 'text', ...props }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { validate, type });
  const { shell, control } = splitShellProps(props);
  return (
    <FieldShell {...shell} meta={meta}>
      <Input {...control} {...input} value={input.value ?? ''} type={type} />
    </FieldShell>
  );
}
