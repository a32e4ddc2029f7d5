// The policy pages' link previews (issue 32): /policy/{slug}, fetched without a browser, carries the page's own title
// (staff's text, escaped) in <title> in the visitor's language, its screen's files to preload, a 404 for a page the
// shop has not, and a staff save at once though pages are kept 60 s.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers/stack.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Lemari</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const BASE = 'https://lemari.example';
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/features/policy/policy-page.tsx': {
    file: 'assets/policy-page-abc.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

let stack: Stack;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'lemari-web-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  stack = await startStack({ gatewayEnv: { WEB_DIST: dist, PUBLIC_WEB_URL: BASE } });
});
afterAll(() => stack.close());

async function crawl(url: string, headers: Record<string, string> = {}) {
  const response = await stack.gateway.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...headers },
  });
  const html = response.body;
  return {
    status: response.statusCode,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  };
}

describe('the policy pages’ previews', () => {
  it("carry the page's title and the start of its text, in the visitor's language", async () => {
    const english = await crawl('/policy/shipping');
    expect(english.status).toBe(200);
    expect(english.title).toBe('Shipping Policy — Lemari');
    expect(english.description).toMatch(/^Every order leaves our studio in Yogyakarta\./);
    expect(english.canonical).toBe(`${BASE}/policy/shipping`);
    expect(english.html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/policy-page-abc.js" />',
    );
    expect((await crawl('/policy/privacy', { cookie: 'lang=id' })).title).toBe('Kebijakan Privasi — Lemari');
    expect((await crawl('/policy/terms?lang=id')).title).toBe('Syarat dan Ketentuan — Lemari');
  });

  it('answer 404 for a page the shop has not', async () => {
    const page = await crawl('/policy/refunds');
    expect(page.status).toBe(404);
    expect(page.title).toBe('Not found — Lemari');
  });

  it('show a staff save at once, its title escaped', async () => {
    expect((await crawl('/policy/returns')).title).toBe('Return Policy — Lemari');
    const admin = await stack.signedIn('admin');
    const saved = await admin.gql(
      'mutation ($input: PolicyPageInput!) { updatePolicyPage(slug: "returns", input: $input) { slug } }',
      {
        input: {
          en: { title: 'Returns <within> 14 days', body: '- Unworn\n- With tags' },
          id: { title: 'Pengembalian 14 hari', body: 'Belum dipakai.' },
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    const page = await crawl('/policy/returns');
    expect(page.title).toBe('Returns &#60;within&#62; 14 days — Lemari');
    expect(page.description).toBe('Unworn With tags');
  });
});
