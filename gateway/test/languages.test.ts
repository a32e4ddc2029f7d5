// The language of the pages the gateway serves (pages/language.ts, issue 23): `?lang=`, then the `lang` cookie,
// then the browser's languages, then the shop's default (English). Every page says it (<html lang>,
// Content-Language) and carries its first screens' messages in it; the previewed pages name their hreflang
// alternates. The renderer here is a stand-in with web/dist-ssr/entry-server.js's contract: renderPage(url, fetch,
// language) and firstMessages(language).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const RENDERER = `
export async function renderPage(url, fetch, language) {
  return { status: 200, html: '<main data-language="' + language + '">' + (language === 'id' ? 'Belanja' : 'Shop') + '</main>', head: '', state: {} };
}
export async function firstMessages(language) {
  return { shop: language === 'id' ? 'Belanja' : 'Shop' };
}
`;

let stack: Stack;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'lemari-web-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  const renderer = path.join(dist, 'entry-server.mjs');
  writeFileSync(renderer, RENDERER);
  stack = await startStack({
    gatewayEnv: { WEB_DIST: dist, WEB_SSR: renderer, PUBLIC_WEB_URL: 'https://lemari.example' },
  });
});
afterAll(() => stack.close());

async function page(url: string, headers: Record<string, string> = {}) {
  const answer = await stack.gateway.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...headers },
  });
  return { answer, html: answer.body };
}

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const pageMessages = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="lemari-messages" data-lang="(\w+)">(.*?)<\/script>/.exec(
      html,
    )?.[2] ?? 'null',
  );

describe('the language of a page', () => {
  it("is the shop's default, English, for a browser that prefers neither language", async () => {
    const { answer, html } = await page('/shop', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(answer.statusCode).toBe(200);
    expect(htmlLang(html)).toBe('en');
    expect(answer.headers['content-language']).toBe('en');
    expect(answer.headers.vary).toContain('Accept-Language');
    expect(html).toContain('<main data-language="en">Shop</main>');
    expect(pageMessages(html)).toEqual({ shop: 'Shop' });
  });

  it('is Indonesian on a first visit whose browser prefers it', async () => {
    const { answer, html } = await page('/shop', { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' });
    expect(htmlLang(html)).toBe('id');
    expect(answer.headers['content-language']).toBe('id');
    expect(html).toContain('<main data-language="id">Belanja</main>');
    expect(pageMessages(html)).toEqual({ shop: 'Belanja' });
    // A preference is not a choice: nothing is kept.
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('follows the lang cookie over the browser', async () => {
    const { html } = await page('/shop', { 'accept-language': 'id-ID', cookie: 'lang=en' });
    expect(htmlLang(html)).toBe('en');
    const other = await page('/', { 'accept-language': 'en-GB', cookie: 'lang=id' });
    expect(htmlLang(other.html)).toBe('id');
  });

  it('follows ?lang= over the cookie, and keeps it in the cookie', async () => {
    const { answer, html } = await page('/shop?lang=id', { cookie: 'lang=en' });
    expect(htmlLang(html)).toBe('id');
    expect(String(answer.headers['set-cookie'])).toMatch(/^lang=id; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it('ignores a lang it does not speak', async () => {
    const { answer, html } = await page('/shop?lang=fr', { cookie: 'lang=xx' });
    expect(htmlLang(html)).toBe('en');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('names the page in each language for crawlers (hreflang)', async () => {
    const { html } = await page('/shop?category=batik', { cookie: 'lang=id' });
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://lemari.example/shop?category=batik&#38;lang=en" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="id" href="https://lemari.example/shop?category=batik&#38;lang=id" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://lemari.example/shop?category=batik" />',
    );
  });

  it('is kept apart per language by the page cache', async () => {
    const english = await page('/', { cookie: 'lang=en' });
    const indonesian = await page('/', { cookie: 'lang=id' });
    const englishAgain = await page('/', { cookie: 'lang=en' });
    expect(htmlLang(english.html)).toBe('en');
    expect(htmlLang(indonesian.html)).toBe('id');
    expect(englishAgain.html).toBe(english.html);
  });

  it('is said by the pages the app draws itself too (the shell of /cart)', async () => {
    const { answer, html } = await page('/cart', { 'accept-language': 'id' });
    expect(answer.statusCode).toBe(200);
    expect(htmlLang(html)).toBe('id');
    expect(answer.headers['content-language']).toBe('id');
    expect(pageMessages(html)).toEqual({ shop: 'Belanja' });
  });
});
