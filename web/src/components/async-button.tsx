// A button whose action takes a while (a removal sent to the server): it spins until the action has settled,
// success or not (the action says how it went).
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';

interface AsyncButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  onClick: () => Promise<unknown>;
}

export function AsyncButton({ onClick, ...props }: AsyncButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void onClick().finally(() => setBusy(false));
      }}
    />
  );
}
