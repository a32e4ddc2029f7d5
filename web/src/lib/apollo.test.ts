import { describe, expect, it, vi } from 'vitest';
import {
  CurrentSessionDocument,
  HighlightBarDocument,
  SellerSettingDocument,
  type SellerSettingQuery,
  SiteFooterDocument,
  UploadImageDocument,
} from '@/generated/graphql';
import manifest from '@/generated/persisted-documents.json';
import { createApolloClient, hasFiles, manifestHash } from './apollo';

interface Sent {
  url: string;
  body: { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };
  init: RequestInit;
}

/** A fetch that records each request and answers the next of `answers`. */
function fakeGateway(answers: unknown[]) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), body: JSON.parse(String(init.body)), init });
    return new Response(JSON.stringify(answers.shift()), { headers: { 'content-type': 'application/json' } });
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const HIGHLIGHT = { data: { highlight: { __typename: 'Highlight', content: 'Gratis ongkir', link: '' } } };
const NOT_FOUND = {
  errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
};

describe('createApolloClient', () => {
  it('names an operation by its manifest hash, with the session cookie and the CSRF header', async () => {
    const gateway = fakeGateway([HIGHLIGHT]);
    const client = createApolloClient({ fetch: gateway.fetch });

    const { data } = await client.query({ query: HighlightBarDocument });
    expect(data?.highlight?.content).toBe('Gratis ongkir');

    const [request] = gateway.sent;
    expect(request?.url).toBe('/graphql');
    expect(request?.body.query).toBeUndefined();
    const hash = request?.body.extensions?.persistedQuery?.sha256Hash;
    expect(hash).toBe(manifestHash(HighlightBarDocument));
    expect(Object.keys(manifest)).toContain(hash);
    expect(request?.init.credentials).toBe('include');
    expect(new Headers(request?.init.headers).get('apollo-require-preflight')).toBe('true');
  });

  it('sends the text when the gateway does not know the hash, and keeps doing so', async () => {
    const gateway = fakeGateway([NOT_FOUND, HIGHLIGHT, { data: { me: null } }]);
    const client = createApolloClient({ fetch: gateway.fetch });

    const { data } = await client.query({ query: HighlightBarDocument });
    expect(data?.highlight?.content).toBe('Gratis ongkir');
    await client.query({ query: CurrentSessionDocument });

    expect(gateway.sent).toHaveLength(3);
    const [, retry, next] = gateway.sent;
    expect(retry?.body.query).toContain('query HighlightBar');
    expect(retry?.body.extensions?.persistedQuery).toBeUndefined();
    expect(next?.body.query).toContain('query CurrentSession');
  });

  it('sends an operation carrying a file as a multipart request, still by hash and with the CSRF header', async () => {
    const sent: RequestInit[] = [];
    const fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push(init);
      const uploadImage = {
        __typename: 'UploadedImage',
        id: 'image-1',
        urls: { __typename: 'ImageUrls', medium: '/uploads/image-1-640.webp' },
      };
      return new Response(JSON.stringify({ data: { uploadImage } }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    const client = createApolloClient({ fetch });
    const file = new File(['not really a png'], 'avatar.png', { type: 'image/png' });

    const { data } = await client.mutate({ mutation: UploadImageDocument, variables: { file } });
    expect(data?.uploadImage.urls.medium).toBe('/uploads/image-1-640.webp');

    const [request] = sent;
    expect(request?.body).toBeInstanceOf(FormData);
    const form = request!.body as FormData;
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.query).toBeUndefined();
    expect(operations.extensions.persistedQuery.sha256Hash).toBe(manifestHash(UploadImageDocument));
    expect(operations.variables).toEqual({ file: null });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 1: ['variables.file'] });
    expect((form.get('1') as File).name).toBe('avatar.png');
    const headers = new Headers(request?.headers);
    expect(headers.get('apollo-require-preflight')).toBe('true');
    // The browser sets multipart/form-data with its boundary itself.
    expect(headers.get('content-type')).toBeNull();
    expect(request?.credentials).toBe('include');
  });
});

describe('hasFiles', () => {
  it('finds a file anywhere in the variables', () => {
    const file = new File(['x'], 'x.png', { type: 'image/png' });
    expect(hasFiles({ file })).toBe(true);
    expect(hasFiles({ input: { images: [file] } })).toBe(true);
    expect(hasFiles({ q: 'kemeja', page: { page: 1, limit: 10 } })).toBe(false);
    expect(hasFiles(undefined)).toBe(false);
  });
});

describe("the cache's one seller", () => {
  it("keeps the footer's and the invoice's seller fields together, with no warning of lost data", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { cache } = createApolloClient({ fetch: fakeGateway([]).fetch });
      const seller = { __typename: 'Seller' as const, name: 'Lemari', address: 'Jl. Malioboro No. 52' };
      const contact = { ...seller, phone: '(0274) 512345', email: 'halo@lemari.test' };
      cache.writeQuery({
        query: SellerSettingDocument,
        // The fragment's fields, unmasked as the cache stores them.
        data: { seller: { ...contact, npwp: '01.234.567.8-901.000' } } as unknown as SellerSettingQuery,
      });
      cache.writeQuery({
        query: SiteFooterDocument,
        data: { seller: contact, storefront: { __typename: 'Storefront', chatWhatsappNumber: '' } },
      });
      // The invoice's seller (read first, with its NPWP) keeps its NPWP when the footer's contact comes in.
      expect(cache.readQuery({ query: SiteFooterDocument })?.seller).toEqual(contact);
      expect(cache.readQuery({ query: SellerSettingDocument })?.seller).toMatchObject({
        npwp: '01.234.567.8-901.000',
      });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
