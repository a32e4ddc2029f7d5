import { describe, expect, it } from 'vitest';
import { responsive } from './images';

describe('responsive', () => {
  it("offers an upload's three WebP widths, the medium one as src, with width and height", () => {
    expect(responsive('http://api.test/uploads/2026-11/abc-large.webp', '50vw')).toEqual({
      src: 'http://api.test/uploads/2026-11/abc-medium.webp',
      srcSet:
        'http://api.test/uploads/2026-11/abc-small.webp 240w, http://api.test/uploads/2026-11/abc-medium.webp 640w, http://api.test/uploads/2026-11/abc-large.webp 1280w',
      sizes: '50vw',
      htmlWidth: 640,
      htmlHeight: 853,
    });
  });

  it('answers any other image as it is, still with its box', () => {
    expect(responsive('https://cdn.example/photo.jpg', '100vw', 16 / 9)).toEqual({
      src: 'https://cdn.example/photo.jpg',
      htmlWidth: 640,
      htmlHeight: 360,
    });
  });
});
