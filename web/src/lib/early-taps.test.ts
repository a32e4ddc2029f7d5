import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectEarlyTaps, takeEarlyTaps } from './early-taps';

/** The script index.html runs in its head, before anything else. */
function runIndexHtmlScript() {
  const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/u.exec(html)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  new Function(script)();
}

describe('early taps', () => {
  it('notes taps on marked elements until the app takes over, and gives each out once', () => {
    document.body.innerHTML = `
      <button type="button" data-early-tap="add-to-cart"><span>Add to cart</span></button>
      <button type="button" data-early-tap="thumbnail:2">2</button>
      <button type="button">Unmarked</button>`;
    const button = (text: string) =>
      [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;
    runIndexHtmlScript();

    document.querySelector('span')!.click(); // inside the button, as a finger lands
    button('2').click();
    button('Unmarked').click();
    collectEarlyTaps();
    // React answers from here on: nothing more is noted.
    button('Add to cart').click();

    expect(takeEarlyTaps((tap) => tap.startsWith('thumbnail:'))).toEqual(['thumbnail:2']);
    expect(takeEarlyTaps((tap) => tap === 'add-to-cart')).toEqual(['add-to-cart']);
    expect(takeEarlyTaps(() => true)).toEqual([]);
    expect(window.__lemariTaps).toBeUndefined();
  });

  it('does nothing where the page has no recorder (the app was not started from index.html)', () => {
    collectEarlyTaps();
    expect(takeEarlyTaps(() => true)).toEqual([]);
  });
});
