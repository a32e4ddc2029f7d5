// The `Link` header of a rendered page names what its head preloads: the screen's scripts and the brand typeface's
// file (which the web build writes into the shell: web/scripts/brand-font.ts), so a phone asks for them early.
import { describe, expect, it } from 'vitest';
import { preloadLinks } from '../src/pages/route.js';

describe('preloadLinks', () => {
  it("names the head's font and module preloads, in the head's order", () => {
    const html = `<html><head>
    <title>Lemari</title>
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/plus-jakarta-sans-latin-wght-normal-abc.woff2" />
    <style data-fonts>@font-face{}</style>
    <link rel="modulepreload" crossorigin href="/assets/product-page-abc.js" />
  </head><body><link rel="modulepreload" crossorigin href="/assets/not-in-head.js" /></body></html>`;
    expect(preloadLinks(html)).toBe(
      '</assets/plus-jakarta-sans-latin-wght-normal-abc.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin, ' +
        '</assets/product-page-abc.js>; rel=modulepreload; crossorigin',
    );
  });

  it('is empty for a head that preloads nothing', () => {
    expect(preloadLinks('<html><head><title>Lemari</title></head></html>')).toBe('');
  });
});
