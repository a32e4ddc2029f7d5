// Pieces the first screen does not need (the toasts' view, the phone menu's drawer) load after the page has, with
// the storefront's messages beyond the first screens' (lib/i18n.ts): the first download stays small, and their
// chunks arrive before anyone is likely to need them.
import {
  createElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { needCatalog } from '@/lib/i18n';
import { loadLaterRecipes } from '@/lib/theme';

export interface Deferred<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the download now (idempotent); resolves when the component is ready. */
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded component (with the recipes it may draw with) that can also be fetched ahead of its first render.
 * If its code does not arrive (the network dropped), it shows nothing rather than taking the page down with it,
 * and appears once a later `preload` (the next toast, the next tap on the menu) has brought it: React keeps a lazy
 * component's first outcome, so that outcome is a stand-in that waits for the piece.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let arrived: ComponentType<P> | undefined;
  const onArrival = new Set<() => void>();
  const preload = () =>
    (loading ??= Promise.all([load(), loadLaterRecipes(), needCatalog('store')]).then(
      ([component]) => {
        arrived = component;
        for (const listener of onArrival) listener();
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  /** Stands in for a piece whose code did not arrive, until a later preload brings it. */
  function Missing(props: P) {
    const [piece, setPiece] = useState(() => arrived);
    useEffect(() => {
      const show = () => setPiece(() => arrived);
      onArrival.add(show);
      show();
      return () => {
        onArrival.delete(show);
      };
    }, []);
    return piece ? createElement(piece, props) : null;
  }

  const Component = lazy(async () => ({ default: await preload().catch(() => Missing) }));
  return { Component, preload };
}

/** How long after the load event deferred pieces wait: the screen's data and images often arrive after it. */
const SETTLE_MS = 3000;

/**
 * Runs `run` a few seconds after the page has loaded, when the browser is idle, so that it does not compete with
 * the first screen's data and images for a slow network.
 */
export function afterPageLoad(run: () => void): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idleCallback: number | undefined;
  const go = () => !cancelled && run();
  const idle = () => {
    timer = window.setTimeout(() => {
      timer = undefined;
      if (typeof window.requestIdleCallback === 'function') {
        idleCallback = window.requestIdleCallback(go, { timeout: 2000 });
      } else go();
    }, SETTLE_MS);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  // Cancelling clears what is pending too: a timer left behind would run after its page (or test) is gone.
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idleCallback !== undefined) window.cancelIdleCallback(idleCallback);
  };
}
