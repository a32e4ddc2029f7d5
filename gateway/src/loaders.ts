// Per-request DataLoaders over the REST API's `ids=` batch reads: every product, order or user a query reaches
// in one tick is fetched in one REST call (at most 100 ids each), so nesting costs one call per level.
import DataLoader from 'dataloader';
import type { RestUser } from './accounts/models.js';
import type { RestProduct } from './catalogue/models.js';
import type { RestWishlistItem } from './member/models.js';
import type { RestOrder, RestOrderTimeline, RestTracking } from './orders/models.js';
import type { RestClient } from './rest/client.js';
import { isUuid, restPath } from './rest/paging.js';

/** The REST API's batch limit. */
export const MAX_BATCH = 100;

interface WithId {
  id: string;
}

function batchLoader<T extends WithId>(rest: RestClient, path: string, paged = true): Loader<T> {
  return new DataLoader<string, T | null>(
    async (ids) => {
      // An id that is no UUID names nothing; sent along, it would make the REST API refuse the whole batch.
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return ids.map(() => null);
      const answer = await rest.get<T[]>(path, {
        ids: wanted.join(','),
        ...(paged ? { limit: wanted.length } : {}),
      });
      const byId = new Map(answer.data.map((record) => [record.id, record]));
      // Missing ids (deleted, or another member's) resolve to null rather than failing the whole batch.
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

/** A loader of the REST records of type T by id: null for an id that names none the caller may see. */
export type Loader<T extends WithId> = DataLoader<string, T | null>;

/** The request's loaders, each made on its first use: most operations need one of them, or none. */
export function createLoaders(rest: RestClient) {
  let products: Loader<RestProduct> | undefined;
  let orders: Loader<RestOrder> | undefined;
  let users: Loader<RestUser> | undefined;
  let orderTimelines: Loader<RestOrderTimeline> | undefined;
  let orderTracking: DataLoader<string, RestTracking | null> | undefined;
  let inWishlist: DataLoader<string, boolean> | undefined;
  return {
    /** Public products (active, not deleted): what order lines, cart and wishlist items point at. */
    get products(): Loader<RestProduct> {
      return (products ??= batchLoader<RestProduct>(rest, '/public/v1/product'));
    },
    /** Orders the caller may see (members: their own). */
    get orders(): Loader<RestOrder> {
      return (orders ??= batchLoader<RestOrder>(rest, '/v1/order'));
    },
    /** Users (staff only). */
    get users(): Loader<RestUser> {
      return (users ??= batchLoader<RestUser>(rest, '/v1/user'));
    },
    /** Orders' timelines and internal notes (staff only: a member's batch fails FORBIDDEN). */
    get orderTimelines(): Loader<RestOrderTimeline> {
      return (orderTimelines ??= batchLoader<RestOrderTimeline>(rest, '/v1/order/timeline', false));
    },
    /**
     * Orders' parcel tracking, by order id: one REST call per order (the REST API has no batch read of it, since
     * each may ask the courier), made once per request however many fields ask; a failure is that order's alone.
     */
    get orderTracking(): DataLoader<string, RestTracking | null> {
      return (orderTracking ??= new DataLoader<string, RestTracking | null>(
        (ids) =>
          Promise.all(
            ids.map((id) =>
              rest.get<RestTracking | null>(`${restPath('/v1/order', id)}/tracking`).then(
                (answer) => answer.data,
                (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
              ),
            ),
          ),
        { maxBatchSize: MAX_BATCH },
      ));
    },
    /**
     * Whether each product is on the signed-in member's wishlist: the products of one tick ask together, with one
     * read of the wishlist (GET /v1/wishlist holds every entry, unpaged).
     */
    get inWishlist(): DataLoader<string, boolean> {
      return (inWishlist ??= new DataLoader<string, boolean>(async (ids) => {
        const { data } = await rest.get<RestWishlistItem[]>('/v1/wishlist');
        const listed = new Set(data.map((item) => item.productID));
        return ids.map((id) => listed.has(id.toLowerCase()));
      }));
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
