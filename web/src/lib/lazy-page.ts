// Every screen is its own chunk, loaded when its route is first opened: shoppers never download the back office,
// and the first page a visitor opens downloads only itself.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** A route whose screen is the module's export `name` (the module's default shape: `export function XPage`). */
export function lazyPage<M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  name: keyof M & string,
  handle: RouteHandle = {},
): RouteObject {
  return {
    path,
    handle,
    lazy: { Component: async () => (await load())[name] as ComponentType },
  };
}
