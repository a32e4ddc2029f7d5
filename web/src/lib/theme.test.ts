// The system holds the recipe of every Chakra component the app imports: a component whose recipe is missing would
// render unstyled (Chakra falls back to an empty recipe), so no screen test would notice. The components of the
// first download (what main.tsx imports statically) must find theirs in theme.ts itself: the other recipes arrive
// later, with the first lazily loaded screen (later-recipes.ts, which the tests' setup loads for every screen).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { LATER_RECIPES, LATER_SLOT_RECIPES } from './later-recipes';
import { ORDER_STATUS_COLORS } from '@lemari/shop/rules';
import { RECIPES, SLOT_RECIPES, system } from './theme';

const SRC = path.resolve(__dirname, '..');

/** Components that draw with another component's recipe as well as (or instead of) their own. */
const ALSO_USES: Record<string, string[]> = {
  Checkbox: ['checkmark'],
  RadioGroup: ['radiomark'],
  InputGroup: ['inputAddon', 'input'],
  CloseButton: ['button'],
  IconButton: ['button'],
  ButtonGroup: ['button'],
  SkeletonText: ['skeleton'],
  Dialog: ['button'],
  Drawer: ['button'],
  Toaster: ['toast', 'button', 'spinner'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The app's source files main.tsx loads before anything else: its static imports, transitively. */
function firstLoadFiles(): string[] {
  const seen = new Set<string>();
  const resolve = (from: string, specifier: string) => {
    const base = specifier.startsWith('@/')
      ? path.join(SRC, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : undefined;
    if (!base) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
      const target = resolve(file, match[1]!);
      if (target) visit(target);
    }
  };
  visit(path.join(SRC, 'main.tsx'));
  return [...seen];
}

function importedComponents(files = sourceFiles(SRC)): string[] {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .replace(/\btype\b/, '')
          .split(' as ')[0]!
          .trim();
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

const keyOf = (component: string) => component[0]!.toLowerCase() + component.slice(1);

describe('the Chakra system', () => {
  const components = importedComponents();

  it('finds the components the app imports', () => {
    expect(components).toEqual(expect.arrayContaining(['Button', 'Card', 'Dialog', 'Table', 'Toaster']));
  });

  it.each(components)('has the recipes %s draws with', (component) => {
    const keys = [keyOf(component), ...(ALSO_USES[component] ?? [])];
    for (const key of keys) {
      const plain = defaultSystem.getRecipe(key);
      const slot = defaultSystem.getSlotRecipe(key);
      if (plain) expect(system.getRecipe(key), `recipe ${key}`).toEqual(plain);
      if (slot) expect(system.getSlotRecipe(key), `slot recipe ${key}`).toEqual(slot);
    }
  });

  const firstFiles = firstLoadFiles();

  it('follows main.tsx to the first screens', () => {
    const relative = firstFiles.map((file) => path.relative(SRC, file).replaceAll('\\', '/'));
    expect(relative).toEqual(
      expect.arrayContaining(['app/router.tsx', 'features/content/home-page.tsx', 'lib/theme.ts']),
    );
    // Lazily loaded screens, which wait for the later recipes (lazy-page.ts): /shop's list with its filters since
    // issue 23, to keep the first load within its budget.
    expect(relative).not.toContain('features/catalogue/product-page.tsx');
    expect(relative).not.toContain('features/catalogue/shop-page.tsx');
  });

  it.each(importedComponents(firstFiles))(
    'draws %s in the first download with theme.ts alone',
    (component) => {
      const first: Record<string, unknown> = { ...RECIPES, ...SLOT_RECIPES };
      for (const key of [keyOf(component), ...(ALSO_USES[component] ?? [])]) {
        if (defaultSystem.getRecipe(key) || defaultSystem.getSlotRecipe(key)) {
          expect(first, `${component}'s recipe ${key} is not in theme.ts`).toHaveProperty(key);
        }
      }
    },
  );

  it('registers each recipe once, in theme.ts or later', () => {
    const later = [...Object.keys(LATER_RECIPES), ...Object.keys(LATER_SLOT_RECIPES)];
    const first = [...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)];
    expect(later.filter((key) => first.includes(key))).toEqual([]);
  });
});

describe("the system's colours", () => {
  /** Every palette the sources name: colorPalette="red", 'teal.300', the order statuses' colours. */
  function namedPalettes(): string[] {
    const palettes = new Set<string>(Object.values(ORDER_STATUS_COLORS));
    const chakraPalettes = Object.keys(defaultSystem._config.theme?.tokens?.colors ?? {});
    for (const file of sourceFiles(SRC).filter((name) => path.basename(name) !== 'theme.ts')) {
      const text = readFileSync(file, 'utf8');
      for (const palette of chakraPalettes) {
        if (new RegExp(`['"\`]${palette}(?:\\.[\\w.]+)?['"\`]`).test(text)) palettes.add(palette);
      }
    }
    return [...palettes].sort();
  }

  it.each(namedPalettes())('keeps the %s palette the sources draw with', (palette) => {
    const defaults = defaultSystem._config.theme?.semanticTokens?.colors ?? {};
    expect(
      system.token(`colors.${palette}.500`, undefined) ?? system.token(`colors.${palette}`, undefined),
    ).toBeDefined();
    if (palette in defaults) {
      expect(
        system.token(`colors.${palette}.solid`, undefined),
        `${palette}'s semantic tokens`,
      ).toBeDefined();
    }
  });

  it('leaves out the palettes nothing draws with, and the dark mode the shop does not have', () => {
    expect(namedPalettes()).not.toContain('purple');
    expect(system.token('colors.purple.500', undefined)).toBeUndefined();
    expect(JSON.stringify(system._config.theme?.semanticTokens)).not.toContain('_dark');
    // The light values stay: the page's background and text.
    expect(system._config.theme?.semanticTokens?.colors?.bg).toMatchObject({
      DEFAULT: { value: '{colors.white}' },
    });
  });
});
