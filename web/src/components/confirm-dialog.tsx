// A question before a change that cannot be taken back (storefront.md §8's confirm texts), e.g.
//   const confirm = useConfirm();  …  if (await confirm.ask('Are you sure you want to delete this address ?')) …
//   return <>{…}{confirm.dialog}</>;
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useRef, useState } from 'react';

interface Question {
  message: string;
  /** The confirming button's text ('Delete'); 'Yes' when not given. */
  confirmLabel: string | undefined;
}

export function useConfirm() {
  const { t } = useLingui();
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => undefined);

  const ask = useCallback(
    (message: string, confirmLabel?: string) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion({ message, confirmLabel });
      }),
    [],
  );

  const close = (yes: boolean) => {
    setQuestion(null);
    answer.current(yes);
  };

  const dialog: ReactNode = (
    <Dialog.Root
      role="alertdialog"
      open={question !== null}
      onOpenChange={(details) => (details.open ? undefined : close(false))}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Please confirm</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{question?.message}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => close(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button colorPalette="red" onClick={() => close(true)}>
                {question?.confirmLabel ?? t`Yes`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );

  return { ask, dialog };
}
