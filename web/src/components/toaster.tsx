// The one toaster (storefront.md §8): top-right, 3000 ms, dismissible. Call toaster.success/error/warning/info
// with the spec's text as the title; <Toaster /> is mounted once by the app's providers. Its view (the toast
// machines) is a chunk of its own, loaded after the page or with the first toast, whichever comes first.
import { createToaster } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { afterPageLoad, deferred } from '@/lib/deferred';

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

const view = deferred(async () => (await import('./toaster-view')).ToasterView);

export function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return undefined;
    // A screen's effect may have raised one already: effects of the screens run before this one.
    if (toaster.getVisibleToasts().length > 0) {
      setWanted(true);
      return undefined;
    }
    const unsubscribe = toaster.subscribe(() => setWanted(true));
    const cancel = afterPageLoad(() => setWanted(true));
    return () => {
      unsubscribe();
      cancel();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <view.Component toaster={toaster} />
    </Suspense>
  );
}
