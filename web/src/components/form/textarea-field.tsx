import { Textarea, type TextareaProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { FieldShell } from './field-shell';

interface TextareaFieldProps extends Omit<
  TextareaProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
> {
  name: string;
  label: ReactNode;
  validate?: FieldValidator<string>;
  helperText?: ReactNode;
}

/** A textarea bound to the form's field `name`. */
export function TextareaField({
  name,
  label,
  validate,
  helperText,
  required,
  readOnly,
  disabled,
  ...rest
}: TextareaFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  return (
    <FieldShell
      label={label}
      meta={meta}
      required={required}
      readOnly={readOnly}
      disabled={disabled}
      helperText={helperText}
    >
      <Textarea {...rest} {...input} value={input.value ?? ''} />
    </FieldShell>
  );
}
