// A server-rendered page's global styles (Chakra's preflight and global CSS, the tokens' variables) are taken over
// by the hydrating app by their name, without the system making them again (theme.ts's systemForPage).
import { Box, ChakraProvider } from '@chakra-ui/react';
import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { globalStylesName, system, systemForPage } from './theme';

const globalStyles = () => [
  ...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]'),
];

let root: Root | undefined;

afterEach(() => {
  // Unmounted, <Global> takes its styles away again.
  act(() => root?.unmount());
  for (const style of globalStyles()) style.remove();
});

function renderWith(design: typeof system) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => {
    root!.render(
      <ChakraProvider value={design}>
        <Box>Lemari</Box>
      </ChakraProvider>,
    );
  });
}

describe("a rendered page's global styles", () => {
  it('are taken over by their name: the app adds no second copy of them', () => {
    const name = globalStylesName();
    const rendered = document.head.appendChild(document.createElement('style'));
    rendered.setAttribute('data-emotion', `css-global ${name}`);
    rendered.textContent = ':root{--chakra-colors-white:#fff}/* as the server rendered them */';

    // A system whose global styles may not be made: the page's are taken over by name alone.
    const unmade = Object.create(system, {
      _global: {
        get() {
          throw new Error('the global styles were made again');
        },
      },
    }) as typeof system;
    renderWith(systemForPage(name, unmade));

    // Emotion's <Global> has made the server's element its own (it drops the name) and inserted nothing else.
    const sheets = globalStyles().filter((style) => style.textContent?.includes('--chakra-colors'));
    expect(sheets).toEqual([rendered]);
    expect(rendered.getAttribute('data-emotion')).toBe('css-global');
  });

  it('are made by the system when the page has none (a page the browser renders itself)', () => {
    expect(systemForPage(undefined)).toBe(system);
    expect(systemForPage('not-on-this-page')).toBe(system);

    renderWith(systemForPage(undefined));

    const made = globalStyles().map(
      (style) =>
        [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('') + (style.textContent ?? ''),
    );
    expect(made.join('')).toContain('--chakra-colors-white');
  });
});
