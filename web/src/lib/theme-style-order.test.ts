// The gateway's server renderer is one long-running process that renders every public page, while the browser
// starts with a fresh style cache on each load. Emotion names a class after the style's text, so the theme's
// system must give each call its own property order whatever was asked before: Chakra 3.37's memo keyed styles by
// their sorted properties, so the first order asked won for the whole process, and a page hydrated with class
// names other than the server's ("Prop className did not match" in development builds; chakra-ui#10952).
import { describe, expect, it } from 'vitest';
import { system } from './theme';

describe('the theme system', () => {
  it('keeps the property order of each call, whatever order an earlier call used', () => {
    const first = system.css({ color: 'fg.muted', fontSize: 'sm' });
    const second = system.css({ fontSize: 'sm', color: 'fg.muted' });
    expect(Object.keys(first)).toEqual(['color', 'fontSize']);
    expect(Object.keys(second)).toEqual(['fontSize', 'color']);
  });
});
