// What the toaster shows (see toaster.tsx, which loads this after the page).
import { CloseButton, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { toastStore } from './toaster-store';

export function ToasterView() {
  const { t } = useLingui();
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable !== false ? (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Dismiss`} />
              </Toast.CloseTrigger>
            ) : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
