import { ChakraProvider } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { system } from '@/lib/theme';
import { LaterImage } from './later-image';

const picture = (
  <ChakraProvider value={system}>
    <LaterImage src="/uploads/a-medium.webp" srcSet="/uploads/a-small.webp 240w" alt="Kemeja Linen" />
  </ChakraProvider>
);

/** Renders `element` on the "server", then lets React take that HTML over, as main.tsx does a shown page. */
function serverRenderThenHydrate(element: ReactElement) {
  const container = document.createElement('div');
  const serverHtml = renderToString(element);
  container.innerHTML = serverHtml;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  act(() => {
    hydrateRoot(container, element);
  });
  return { serverHtml, image: container.querySelector('img')!, errors };
}

describe('LaterImage', () => {
  it("leaves a server-rendered page's picture out until the app has taken the page over, then shows it", () => {
    const { serverHtml, image, errors } = serverRenderThenHydrate(picture);
    // The page as the server sends it: no <img> outside the <noscript>, so no file for the browser to fetch and no
    // broken-image mark or alt text where the picture goes.
    expect(serverHtml.replace(/<noscript>[\s\S]*?<\/noscript>/gu, '')).not.toContain('<img');
    // Without JavaScript the browser shows the picture in the <noscript> instead.
    expect(serverHtml).toMatch(/<noscript><img [^>]*src="\/uploads\/a-medium.webp"[^>]*alt="Kemeja Linen"/u);
    // Hydrated without a mismatch, then the picture with its files and its text.
    expect(image.getAttribute('src')).toBe('/uploads/a-medium.webp');
    expect(image.getAttribute('srcset')).toBe('/uploads/a-small.webp 240w');
    expect(image.getAttribute('alt')).toBe('Kemeja Linen');
    expect(image.parentElement!.querySelectorAll('img, noscript')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the picture at once on a page the app renders itself', () => {
    const { container } = render(picture);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/a-medium.webp');
  });
});
