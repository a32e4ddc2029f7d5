// An on/off field of a form (an affiliate or widget shown on the storefront or not), bound to a boolean.
import { Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

export function SwitchField({ name, label }: { name: string; label: ReactNode }) {
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <Switch.Root
      checked={Boolean(input.checked)}
      onCheckedChange={(details) => input.onChange(details.checked)}
      minH="10"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
