// Every screen is its own chunk, loaded when its route is first opened: shoppers never download the back office,
// and the first page a visitor opens downloads only itself.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { loadLaterRecipes } from '@/lib/theme';

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
    lazy: { Component: lazyComponent(async () => (await load())[name] as ComponentType) },
  };
}

/**
 * A route's lazily loaded component (a screen, a layout), ready once its module and the recipes that only later
 * screens draw with (theme.ts) have both arrived.
 */
export function lazyComponent(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => (await Promise.all([load(), loadLaterRecipes()]))[0];
}
