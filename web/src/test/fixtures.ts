// Typed mocks for component tests: an answer is checked against its operation's codegen types, so a mock cannot
// drift from the operation it answers. One session mock serves every screen that asks who is signed in.
import type { TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import type { Language, ProductSort, Scope } from '@/generated/graphql';
import { makeFragmentData } from '@/generated/fragment-masking';
import { UploadImageMutation } from '@/components/image-upload';
import { PaginationPagingFragment } from '@/components/pagination';
import { ProductCardFragment } from '@/components/product-card';
import { ProductRowQuery } from '@/components/product-row';
import { CurrentSessionQuery } from '@/lib/session';

/** An operation answered with `data` for exactly `variables` (each mock answers once unless `times` says more). */
export function mockQuery<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  data: TData,
  times = 1,
): MockLink.MockedResponse<TData, TVariables> {
  return { request: { query, variables }, result: { data }, maxUsageCount: times };
}

/** A list answer's paging (its Pagination_paging fragment): `count` rows over all pages, this `page` of `limit`. */
export function mockPaging(count: number, page = 1, limit = 10) {
  return {
    __typename: 'Paging' as const,
    ...makeFragmentData({ __typename: 'Paging', count, page, limit }, PaginationPagingFragment),
  };
}

/** An operation answered with a GraphQL error, as the gateway sends them (message for people, extensions.code). */
export function mockError<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  message: string,
  extensions: Record<string, unknown> = { code: 'BAD_USER_INPUT' },
): MockLink.MockedResponse<TData, TVariables> {
  return { request: { query, variables }, result: { errors: [new GraphQLError(message, { extensions })] } };
}

/** Who is signed in, for every CurrentSession query of the test: a visitor (null) or a user of `scope`. */
export function mockSession(
  scope: Scope | null,
  profile: { name?: string; email?: string; language?: Language } = {},
) {
  return {
    request: { query: CurrentSessionQuery },
    result: {
      data: {
        me: scope
          ? {
              __typename: 'Me' as const,
              scope,
              profile: {
                __typename: 'Profile' as const,
                id: '00000000-0000-4000-8000-000000000001',
                name: profile.name ?? 'Member',
                email: profile.email ?? 'member@lemari.test',
                image: null,
                language: profile.language ?? null,
              },
            }
          : null,
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** uploadImage for any file, answered with `url` after `delay` ms (or failing with `fail`), counting the files. */
export function mockUpload(
  url: string,
  { delay = 0, fail, times = 1 }: { delay?: number; fail?: string; times?: number } = {},
) {
  const calls: File[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: UploadImageMutation,
      variables: (variables: { file: File }) => {
        calls.push(variables.file);
        return true;
      },
    },
    result: fail
      ? { errors: [new GraphQLError(fail, { extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } })] }
      : {
          data: {
            uploadImage: {
              __typename: 'UploadedImage',
              id: '00000000-0000-4000-8000-0000000000f1',
              urls: { __typename: 'ImageUrls', medium: url },
            },
          },
        },
    delay,
    maxUsageCount: times,
  };
  return { mock, calls };
}

/**
 * An object answering two fragments at once (an order's figures and its lines): both makeFragmentData answers'
 * fields, typed with both fragments' references (a plain spread of the two keeps only one's).
 */
export function bothFragments<A extends object, B extends object>(a: A, b: B): A & B {
  return { ...a, ...b };
}

/** A small image file as a file input gets it. */
export const imageFile = (bytes = 1024, name = 'image.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** A row of suggested products (ProductRow) answered with cards named 'Kemeja n' for each n of `numbers`. */
export function mockProductRow(sort: ProductSort, limit: number, numbers: readonly number[]) {
  const items = numbers.map((n) => {
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    return {
      __typename: 'Product' as const,
      id,
      ...makeFragmentData(
        {
          __typename: 'Product',
          id,
          productName: `Kemeja ${n}`,
          sellPrice: 100000 + n,
          normalPrice: 100000 + n,
          discount: 0,
          mainImage: `http://127.0.0.1:8080/uploads/p${n}.png`,
          stock: 5,
        },
        ProductCardFragment,
      ),
    };
  });
  return mockQuery(ProductRowQuery, { sort, limit }, { products: { __typename: 'ProductPage', items } });
}

/**
 * The mock, with the moment it is answered (a test waits for that event, never for a set time) and whether it has
 * been asked at all.
 */
export function watched<TData, TVariables extends Record<string, unknown>>(
  mock: MockLink.MockedResponse<TData, TVariables>,
) {
  let asked = false;
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const { result } = mock;
  const resultOf = (variables: TVariables) => {
    asked = true;
    answer();
    // A copy each time, as MockLink answers a plain result (the client freezes what it is given).
    return typeof result === 'function' ? result(variables) : structuredClone(result!);
  };
  return {
    mock: { ...mock, result: resultOf } as MockLink.MockedResponse<TData, TVariables>,
    answered,
    asked: () => asked,
  };
}
