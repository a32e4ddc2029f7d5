import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { iconModule, rewriteIconImports } from '../../scripts/icon-modules';

describe('icon-modules (the build plugin that gives each icon a module of its own)', () => {
  it('splits an icon-set import into one import per icon, keeping the lines where they were', () => {
    const code = [
      "import { Box } from '@chakra-ui/react';",
      'import {',
      '  LuHeart,',
      '  LuShoppingBag as Bag,',
      "} from 'react-icons/lu';",
      "import { FaWhatsapp } from 'react-icons/fa';",
      'export const icons = [LuHeart, Bag, FaWhatsapp];',
    ].join('\n');
    const rewritten = rewriteIconImports(code)!;
    expect(rewritten.split('\n')).toEqual([
      "import { Box } from '@chakra-ui/react';",
      "import { LuHeart } from 'virtual:react-icon/lu/LuHeart'; import { LuShoppingBag as Bag } from 'virtual:react-icon/lu/LuShoppingBag';",
      '',
      '',
      '',
      "import { FaWhatsapp } from 'virtual:react-icon/fa/FaWhatsapp';",
      'export const icons = [LuHeart, Bag, FaWhatsapp];',
    ]);
  });

  it('leaves a module without icon-set imports alone', () => {
    expect(rewriteIconImports("import type { IconType } from 'react-icons';\n")).toBeUndefined();
  });

  const require = createRequire(import.meta.url);
  const lucide = readFileSync(require.resolve('react-icons/lu').replace(/index\.js$/u, 'index.mjs'), 'utf8');

  it("copies one icon's function from the set's own file, and nothing else", () => {
    const module = iconModule(lucide, 'lu', 'LuHeart');
    expect(module).toMatch(
      /^import \{ GenIcon \} from 'react-icons\/lib';\nexport function LuHeart \(props\) \{/u,
    );
    expect(module.match(/export function/gu)).toHaveLength(1);
    expect(module.trimEnd().endsWith('};')).toBe(true);
  });

  it('names the icon a set does not have', () => {
    expect(() => iconModule(lucide, 'lu', 'LuNoSuchIcon')).toThrow('react-icons/lu has no icon LuNoSuchIcon');
  });
});
