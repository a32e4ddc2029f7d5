// A person's e-mail address as sign-in, sign-up and checkout ask for it: the field 'email', labelled Email, required,
// with the browser's e-mail keyboard and autofill. The screen gives its own check and helper text.
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'label' | 'type'>;

export function EmailField(props: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      name="email"
      label={t`Email`}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
