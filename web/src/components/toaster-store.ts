// The toasts' store (Zag's toast machine group), loaded with the first toast or a few seconds after the page: see
// toaster.tsx, which stands in for it until then.
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@/lib/constants';

export const toastStore = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export type ToastStore = typeof toastStore;
