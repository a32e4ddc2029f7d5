// @vitest-environment node
// A rendered page's styles go to its head in one element (entry-server.tsx), and the browser's Emotion takes them
// over there: it knows every class as inserted and moves nothing.
import { Box, Button, ChakraProvider, Text } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hoistStyles } from './hoist-styles';
import { globalStylesName, system } from './theme';

function rendered() {
  return renderToString(
    <ChakraProvider value={system}>
      <Box as="main" padding="4">
        <Text fontWeight="bold">Lemari</Text>
        <Button>Add to cart</Button>
        <Text fontWeight="bold">Again</Text>
      </Box>
    </ChakraProvider>,
  );
}

describe('hoistStyles', () => {
  it('takes every <style> out of the page and keeps the markup as it was', () => {
    const html = rendered();
    const { html: page } = hoistStyles(html);
    expect(html).toContain('<style');
    expect(page).not.toContain('<style');
    expect(page).toBe(html.replace(/<style[^>]*>[\s\S]*?<\/style>/gu, ''));
    expect(page).toContain('>Add to cart</button>');
  });

  it("puts the global styles first, by their name, then one element with every class's CSS in rendered order", () => {
    const html = rendered();
    const { head } = hoistStyles(html);
    const elements = [...head.matchAll(/<style data-emotion="([^"]+)" data-s="">([\s\S]*?)<\/style>/gu)];
    expect(elements.map(([, attribute]) => attribute!.split(' ')[0])).toEqual([
      ...elements.slice(0, -1).map(() => 'css-global'),
      'css',
    ]);
    expect(elements.some(([, attribute]) => attribute === `css-global ${globalStylesName()}`)).toBe(true);

    const inline = [...html.matchAll(/<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/gu)];
    const [, classes, css] = elements.at(-1)!;
    expect(classes).toBe(`css ${inline.map(([, ids]) => ids).join(' ')}`);
    expect(css).toBe(inline.map(([, , rules]) => rules).join(''));
    // Every class the markup uses is among them.
    for (const [, name] of html.matchAll(/class="[^"]*?css-(\w+)/gu)) expect(classes).toContain(name);
  });

  it('leaves a page without styles as it is', () => {
    expect(hoistStyles('<main>Lemari</main>')).toEqual({ html: '<main>Lemari</main>', head: '' });
  });
});
