// The app's start in a language (i18n.ts): the first page's screen asks for its messages while the page's language
// is still being started, and must get them in that language (issue 32: the Indonesian product page showed message
// ids, its storefront messages having been loaded in English).
import { msg } from '@lingui/core/macro';
import { describe, expect, it, vi } from 'vitest';

/** The i18n module as a fresh page load has it: no language active, no messages loaded. */
async function freshStart() {
  vi.resetModules();
  return import('@/lib/i18n');
}

const SIZE_GUIDE = msg`Size guide`;

describe('starting the page in a language', () => {
  it("loads a screen's messages asked for meanwhile in the language being started", async () => {
    const app = await freshStart();
    // main.tsx: the page's language and the first page's lazy screen (lazy-page.ts: needCatalog) side by side.
    await Promise.all([app.startLanguage('id'), app.needCatalog('store')]);
    expect(app.currentLanguage()).toBe('id');
    expect(app.i18n._(SIZE_GUIDE)).toBe('Panduan ukuran');
  });

  it('speaks the last language asked for when a switch overtakes the start', async () => {
    const app = await freshStart();
    await Promise.all([app.startLanguage('id'), app.startLanguage('en'), app.needCatalog('store')]);
    expect(app.currentLanguage()).toBe('en');
    expect(app.i18n._(SIZE_GUIDE)).toBe('Size guide');
  });
});
