// What every form field shares: Chakra's Field bound to react-final-form's field state. The error shows once the
// field was touched (or the form submitted), and a server error for this field shows until it is edited.
import { Field, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { FieldValidator } from 'final-form';
import type { ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { isMessageDescriptor, messageText } from '@/lib/message-text';

/**
 * The error a field shows, in the app's language: its own check's message (a msg`` descriptor or text) or the
 * server's. Call it in a component that uses useLingui(), so a language switch re-renders the error.
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  if (typeof error === 'string') return error;
  return isMessageDescriptor(error) ? messageText(error) : undefined;
}

/** What FieldShell shows around a control: its label, required-ness, state and helper text. */
export interface ShellProps {
  label: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
}

/**
 * A text control's field props: the form's field `name` and its check, the shell's props, and the control's own
 * props but those the form binds (value and its events).
 */
export type TextControlFieldProps<ControlProps> = ShellProps &
  Omit<ControlProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | keyof ShellProps> & {
    name: string;
    validate?: FieldValidator<string>;
  };

interface FieldShellProps extends ShellProps {
  meta: FieldMetaState<unknown>;
  children: ReactNode;
}

/**
 * A field's own props split in two: those FieldShell takes (`shell`) and the rest, for the control. The control
 * learns required, read-only and disabled from the shell's Field.Root, so they are not passed to it twice.
 */
export function splitShellProps<P extends ShellProps>({
  label,
  required,
  readOnly,
  disabled,
  helperText,
  ...control
}: P): { shell: ShellProps; control: Omit<P, keyof ShellProps> } {
  return { shell: { label, required, readOnly, disabled, helperText }, control };
}

export function FieldShell({
  label,
  meta,
  required,
  readOnly,
  disabled,
  helperText,
  children,
}: FieldShellProps) {
  // Subscribed to the language: a check's message re-renders in the new one.
  useLingui();
  const error = fieldError(meta);
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly} disabled={disabled}>
      {/* The asterisk sits beside the <label>, not in it, and is aria-hidden: the field's accessible name is the
          label's text exactly ('Nomor HP'), and required-ness reaches assistive tech through aria-required. A
          disabled field keeps a readable label; the control itself shows it is disabled. */}
      <HStack gap="1" align="baseline">
        <Field.Label _disabled={{ opacity: 1 }}>{label}</Field.Label>
        {required ? <Field.RequiredIndicator /> : null}
      </HStack>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
