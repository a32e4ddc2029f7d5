// @vitest-environment node
// The name the server hands the browser app (entry-server.tsx's state) is the one Emotion files the rendered page's
// global styles under.
import { Box, ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { globalStylesName, system } from './theme';

describe('globalStylesName', () => {
  it("names the rendered page's global styles element", () => {
    const html = renderToString(
      <ChakraProvider value={system}>
        <Box>Lemari</Box>
      </ChakraProvider>,
    );
    const name = globalStylesName();
    expect(name).toMatch(/^\w+$/u);
    const element = new RegExp(`<style data-emotion="css-global ${name}"[^>]*>([^<]*)</style>`, 'u').exec(
      html,
    );
    expect(element, `no <style data-emotion="css-global ${name}"> in the rendered page`).not.toBeNull();
    expect(element![1]).toContain('--chakra-colors-white');
  });
});
