// Every screen is its own chunk, loaded when its route is first opened: shoppers never download the back office,
// and the first page a visitor opens downloads only itself.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { needCatalog, type CatalogPart } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/route-handle';
import { loadLaterRecipes } from '@/lib/theme';

/** A route whose screen is the module's export `name` (the module's default shape: `export function XPage`). */
export function lazyPage<M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  name: keyof M & string,
  handle: RouteHandle = {},
  catalog: CatalogPart = 'store',
): RouteObject {
  return {
    path,
    handle,
    lazy: { Component: lazyComponent(async () => (await load())[name] as ComponentType, catalog) },
  };
}

/**
 * A route's lazily loaded component (a screen, a layout), ready once its module, the recipes that only later
 * screens draw with (theme.ts) and the storefront's messages beyond the first load's (i18n.ts) have all arrived.
 */
export function lazyComponent(
  load: () => Promise<ComponentType>,
  catalog: CatalogPart = 'store',
): () => Promise<ComponentType> {
  return async () => (await Promise.all([load(), loadLaterRecipes(), needCatalog(catalog)]))[0];
}
