// Per-request DataLoaders over the REST API's `ids=` batch reads: every product, order or user a query reaches
// in one tick is fetched in one REST call (at most 100 ids each), so nesting costs one call per level.
import DataLoader from 'dataloader';
import type { RestClient } from './rest/client.js';
import { isUuid } from './rest/paging.js';

/** The REST API's batch limit. */
export const MAX_BATCH = 100;

interface WithId {
  id: string;
}

function batchLoader<T extends WithId>(rest: RestClient, path: string) {
  return new DataLoader<string, T | null>(
    async (ids) => {
      // An id that is no UUID names nothing; sent along, it would make the REST API refuse the whole batch.
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return ids.map(() => null);
      const answer = await rest.get<T[]>(path, { ids: wanted.join(','), limit: wanted.length });
      const byId = new Map(answer.data.map((record) => [record.id, record]));
      // Missing ids (deleted, or another member's) resolve to null rather than failing the whole batch.
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

export function createLoaders(rest: RestClient) {
  return {
    /** Public products (active, not deleted): what order lines, cart and wishlist items point at. */
    products: batchLoader<WithId & Record<string, unknown>>(rest, '/public/v1/product'),
    /** Orders the caller may see (members: their own). */
    orders: batchLoader<WithId & Record<string, unknown>>(rest, '/v1/order'),
    /** Users (staff only). */
    users: batchLoader<WithId & Record<string, unknown>>(rest, '/v1/user'),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
