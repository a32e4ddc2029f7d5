import { Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { FieldShell } from './field-shell';

interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'> {
  name: string;
  label: ReactNode;
  validate?: FieldValidator<string>;
  helperText?: ReactNode;
}

/** A text input (type text, email, password, tel, number as text) bound to the form's field `name`. */
export function TextField({
  name,
  label,
  validate,
  helperText,
  required,
  readOnly,
  disabled,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { input, meta } = useField<string>(name, { validate, type });
  return (
    <FieldShell
      label={label}
      meta={meta}
      required={required}
      readOnly={readOnly}
      disabled={disabled}
      helperText={helperText}
    >
      <Input {...rest} {...input} value={input.value ?? ''} type={type} />
    </FieldShell>
  );
}
