// The one toaster (storefront.md §8): top-right, 3000 ms, dismissible. Call toaster.success/error/warning/info
// with the spec's text as the title; <Toaster /> is mounted once by the app's providers.
import {
  CloseButton,
  createToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  Toaster as ChakraToaster,
} from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@/lib/constants';

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable !== false ? (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Dismiss" />
              </Toast.CloseTrigger>
            ) : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
