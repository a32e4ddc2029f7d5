// Server rendering of the public pages (pages/render.ts): a visitor without a session gets the page with its
// content, rendered by the web app's renderer (here a stand-in module with the same contract as
// web/dist-ssr/entry-server.js) from GraphQL answers the gateway gives it in-process; a member gets the shell;
// a renderer that fails costs the visitor nothing but the head start.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../rest-api/test/helpers/shop.js';
import { startStack, type Stack } from './helpers/stack.js';

const SHELL = `<!doctype html>
<html lang="id">
  <head>
    <title>Lemari</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// The renderer's contract: renderPage(url, fetch) → { status, html, head, state } | undefined. This one asks the
// gateway (through the fetch it is given) for the newest products and renders their names; it counts its
// renders, and fails on a search for 'renderer-fails' (a parameter the list reads: any other is not passed on).
const RENDERER = `
export async function renderPage(url, fetch) {
  globalThis.__lemariRenders = (globalThis.__lemariRenders ?? 0) + 1;
  if (new URL(url).searchParams.get('q') === 'renderer-fails') throw new Error('the renderer broke');
  const answer = await fetch(new URL('/graphql', url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ products(page: { limit: 2 }) { items { id productName } } }' }),
  });
  const body = await answer.json();
  const items = body.data.products.items;
  return {
    status: 200,
    html: '<main>' + items.map((item) => '<h2>' + item.productName.replace(/</g, '&lt;') + '</h2>').join('') + '</main>',
    head: '<style data-emotion="css 1x2y3z" data-s="">.css-1x2y3z{font-weight:700}</style>',
    state: { apollo: body.data, url },
  };
}
`;

let stack: Stack;
const renders = () => (globalThis as { __lemariRenders?: number }).__lemariRenders ?? 0;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'lemari-web-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  const renderer = path.join(dist, 'entry-server.mjs');
  writeFileSync(renderer, RENDERER);
  stack = await startStack({
    gatewayEnv: { WEB_DIST: dist, WEB_SSR: renderer, PUBLIC_WEB_URL: 'https://lemari.example' },
  });
  await insertProduct(stack.rest.db, { productName: 'Kemeja Linen' });
  await insertProduct(stack.rest.db, { productName: 'Kaos </script><script>alert(1)</script>' });
});
afterAll(() => stack.close());

const visit = (url: string, cookie?: string) =>
  stack.gateway.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    remoteAddress: '203.0.113.7',
  });

/** The JSON state the page carries for the app to hydrate with, or undefined. */
function stateOf(html: string): any {
  const text = /<script type="application\/json" id="lemari-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

describe('server rendering', () => {
  it("renders a visitor's page with its content and the answers it was rendered with", async () => {
    const page = await visit('/shop');
    expect(page.statusCode).toBe(200);
    // The content, inside the root element, next to the preview's tags.
    expect(page.body).toMatch(
      /<div id="root"><main><h2>Kaos &lt;\/script>.*<\/h2><h2>Kemeja Linen<\/h2><\/main><\/div>/,
    );
    expect(page.body).toContain('<meta property="og:title"');
    // Its styles at the end of the head.
    expect(page.body).toMatch(
      /<style data-emotion="css 1x2y3z" data-s="">\.css-1x2y3z\{font-weight:700\}<\/style>\s*<\/head>/,
    );
    const state = stateOf(page.body);
    expect(state.url).toBe('https://lemari.example/shop');
    expect(state.apollo.products.items.map((item: { productName: string }) => item.productName)).toEqual([
      'Kaos </script><script>alert(1)</script>',
      'Kemeja Linen',
    ]);
    // No product text can end the state's script element early: "<" is escaped in it.
    expect(page.body.match(/<\/script>/g)?.length).toBe(page.body.match(/<script[ >]/g)?.length);
  });

  it('renders /new-arrival and the filtered addresses of the lists too', async () => {
    for (const url of ['/new-arrival?size=M&sort=price-asc', '/shop?size=M&color=Black&min=100000']) {
      const page = await visit(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"><main><h2>');
      expect(stateOf(page.body).url).toBe(`https://lemari.example${url}`);
    }
  });

  it('keeps a rendered page for the next visitors of the same address, and renders another address anew', async () => {
    await visit('/products/00000000-0000-4000-8000-00000000000a?color=Black');
    const before = renders();
    const again = await visit('/products/00000000-0000-4000-8000-00000000000a?color=Black');
    expect(renders()).toBe(before);
    expect(again.body).toContain('<h2>Kemeja Linen</h2>');
    // A parameter the page does not read names no other page.
    await visit('/products/00000000-0000-4000-8000-00000000000a?color=Black&utm_source=mail');
    expect(renders()).toBe(before);
    await visit('/products/00000000-0000-4000-8000-00000000000a?color=Navy');
    expect(renders()).toBe(before + 1);
  });

  it('gives a member the shell: their page shows their session, which the browser renders', async () => {
    const before = renders();
    for (const cookie of ['lemari_rt=some-refresh-token', 'lemari_at=some-access-token']) {
      const page = await visit('/', cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(stateOf(page.body)).toBeUndefined();
      // The preview's tags are there all the same.
      expect(page.body).toContain('<meta property="og:title"');
    }
    expect(renders()).toBe(before);
  });

  it('serves the shell when the renderer fails, and tries again for the next visitor', async () => {
    const before = renders();
    for (const _ of [1, 2]) {
      const page = await visit('/shop?q=renderer-fails');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<meta property="og:title"');
    }
    expect(renders()).toBe(before + 2);
  });
});
