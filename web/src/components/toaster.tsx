// The one toaster (storefront.md §8): top-right, 3000 ms, dismissible. Call toaster.success/error/warning/info
// with the spec's text as the title; <Toaster /> is mounted once by the app's providers. The toasts' store and view
// (the toast machines) are chunks of their own, loaded after the page or with the first toast, whichever comes
// first: `toaster` hands each toast on in the order it was raised once the store is here.
import { Suspense, useEffect, useState } from 'react';
import { afterPageLoad, deferred } from '@/lib/deferred';
import type { ToastStore } from './toaster-store';

type Kind = 'success' | 'error' | 'warning' | 'info';
type ToastOptions = Parameters<ToastStore['create']>[0];

let store: ToastStore | undefined;
let loading: Promise<ToastStore> | undefined;
/** Toasts raised before the store arrived, in order. */
let waiting: Array<[Kind, ToastOptions]> = [];
let raisedAny = false;
const onRaise = new Set<() => void>();

function loadStore(): Promise<ToastStore> {
  return (loading ??= import('./toaster-store').then(
    ({ toastStore }) => {
      store = toastStore;
      for (const [kind, options] of waiting) toastStore[kind](options);
      waiting = [];
      return toastStore;
    },
    (error: unknown) => {
      // A chunk that did not arrive (the network dropped) is asked for again with the next toast, which then
      // brings the waiting ones along.
      loading = undefined;
      throw error;
    },
  ));
}

const view = deferred(
  async () => (await Promise.all([import('./toaster-view'), loadStore()]))[0].ToasterView,
);

function raise(kind: Kind, options: ToastOptions) {
  raisedAny = true;
  if (store) store[kind](options);
  else {
    waiting.push([kind, options]);
    loadStore().catch(() => undefined);
  }
  // The view too, should its code not have arrived the first time (it shows once it has).
  view.preload().catch(() => undefined);
  for (const listener of onRaise) listener();
}

export const toaster = {
  success: (options: ToastOptions) => raise('success', options),
  error: (options: ToastOptions) => raise('error', options),
  warning: (options: ToastOptions) => raise('warning', options),
  info: (options: ToastOptions) => raise('info', options),
  /** Removes one toast, or every toast (shown or still on its way) without an id. */
  remove(id?: string) {
    if (id === undefined) waiting = [];
    store?.remove(id);
  },
};

export function Toaster() {
  const [wanted, setWanted] = useState(() => raisedAny);
  useEffect(() => {
    if (wanted) return undefined;
    // A screen's effect may have raised one already: effects of the screens run before this one.
    if (raisedAny) {
      setWanted(true);
      return undefined;
    }
    const want = () => setWanted(true);
    onRaise.add(want);
    const cancel = afterPageLoad(want);
    return () => {
      onRaise.delete(want);
      cancel();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <view.Component />
    </Suspense>
  );
}
