// The catalogue's REST answers as the resolvers receive them (codegen maps Product to RestProduct), and the
// paging every list of the catalogue and content domains shares.
import type { PageInput, Paging } from '../generated/graphql.js';
import type { RestAnswer } from '../rest/client.js';
import { RestError } from '../rest/errors.js';

/** The REST API's page size when a list is asked without a limit. */
export const REST_DEFAULT_LIMIT = 10;

/** A category as a product names it. */
export interface RestCategoryRef {
  id: string;
  categoryName: string;
  slug: string;
}

/** GET /public/v1/product and the products loader: a product in the shop. */
export interface RestProduct {
  id: string;
  productName: string;
  description: string;
  normalPrice: number;
  sellPrice: number;
  discount: number;
  weight: number;
  stock: number;
  material: string;
  colors: string[];
  sizes: string[];
  images: string[];
  mainImage: string;
  categories: RestCategoryRef[];
}

/** GET /v1/product: what staff see. */
export interface RestAdminProduct extends RestProduct {
  buyPrice: number;
  categoryIds: string[];
  status: 'active' | 'draft';
  createdAt: string;
  updatedAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether id can name a record at all; the REST API refuses other ids with a 400 (and a whole batch with them). */
export const isUuid = (id: string) => UUID.test(id);

/** A PageInput as the REST API's skip, limit and page query parameters. */
export function pageQuery(page: PageInput | null | undefined) {
  return { skip: page?.skip, limit: page?.limit, page: page?.page };
}

/** A REST list answer as a GraphQL page: items, and paging with the limit used. */
export function pageOf<T>(answer: RestAnswer<T[]>, page: PageInput | null | undefined) {
  const paging: Paging = {
    count: answer.paging?.count ?? answer.data.length,
    page: answer.paging?.page ?? 1,
    limit: page?.limit ?? REST_DEFAULT_LIMIT,
  };
  return { items: answer.data, paging };
}

/** An input with its null fields left out: GraphQL's null means "not given" for every field of these inputs. */
export function given<T extends object>(input: T) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value != null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

/** Answers null instead of failing when the REST API says there is no such record. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const isNotFound = (error: unknown) => error instanceof RestError && error.status === 404;
