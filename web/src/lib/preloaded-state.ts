// What a server-rendered page hands the browser app (entry-server.tsx → main.tsx): the GraphQL answers it was
// rendered with and the router's state, in a JSON script element (not executed, so any CSP allows it).
import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router';

export const PRELOADED_STATE_ID = 'lemari-state';

export interface PreloadedState {
  apollo: NormalizedCacheObject;
  router: HydrationState;
  /** The name of the page's global styles' element (theme.ts's globalStylesName). */
  globalStyles?: string;
}

/** The state a server-rendered page carries, or undefined for the plain shell. */
export function readPreloadedState(): PreloadedState | undefined {
  const element = document.getElementById(PRELOADED_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PreloadedState;
  } catch {
    return undefined;
  }
}
