// In the browser: the styles a rendered page carries in its head (hoist-styles.ts) are taken over by Emotion, every
// class known as inserted, with one move of one element (its sheet re-inserts the elements it adopts) instead of two
// moves of each of the 40–50 elements a page renders inline.
import createCache from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("a rendered page's hoisted styles", () => {
  it('are taken over by Emotion in one move', () => {
    document.head.innerHTML =
      '<style data-emotion="css-global 1abc" data-s="">:root{--x:1}</style>' +
      '<style data-emotion="css 1k4lm2a 4k1k25" data-s="">.css-1k4lm2a{padding:4px}.css-4k1k25{color:red}</style>';
    document.body.innerHTML =
      '<div id="root"><main class="css-1k4lm2a"><p class="css-4k1k25">Lemari</p></main></div>';
    const [global, classes] = [...document.head.querySelectorAll('style')];
    const moves: Node[] = [];
    new MutationObserver((records) => {
      for (const record of records) moves.push(...record.addedNodes);
    }).observe(document.head, { childList: true });

    const cache = createCache({ key: 'css' });

    expect(cache.inserted).toMatchObject({ '1k4lm2a': true, '4k1k25': true });
    expect([...document.head.querySelectorAll('style')]).toEqual([global, classes]);
    return Promise.resolve().then(() => expect(moves).toEqual([classes]));
  });
});
