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
import { BRAND_COLORS, brandButtonRecipe, RECIPES, SLOT_RECIPES, system } from './theme';

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
      // The button's is Chakra's with the brand as its solid buttons' palette (theme.ts).
      const expected = key === 'button' ? brandButtonRecipe : plain;
      if (plain) expect(system.getRecipe(key), `recipe ${key}`).toEqual(expected);
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

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colour a brand semantic token ends at, following its references to the palette's tokens. */
function brandColor(name: string): string {
  const semantic = system._config.theme?.semanticTokens?.colors?.brand as Record<string, { value: string }>;
  const reference = semantic[name]!.value;
  const direct = /^\{colors\.brand\.(\d+)\}$/u.exec(reference);
  if (direct) return BRAND_COLORS[Number(direct[1]) as keyof typeof BRAND_COLORS];
  if (reference === '{colors.white}') return '#ffffff';
  throw new Error(`brand.${name} is ${reference}, neither a brand shade nor white`);
}

describe('the brand palette', () => {
  it('has every shade and the semantic tokens colorPalette="brand" draws with', () => {
    for (const shade of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]) {
      expect(system.token(`colors.brand.${shade}`, undefined), `brand.${shade}`).toMatch(/^#[0-9a-f]{6}$/u);
    }
    for (const name of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing', 'border']) {
      expect(system.token(`colors.brand.${name}`, undefined), `brand.${name}`).toBeDefined();
    }
  });

  it('puts white text on its solid colour at 4.5:1 or more (axe color-contrast), hovered (90 %) too', () => {
    const solid = brandColor('solid');
    expect(brandColor('contrast')).toBe('#ffffff');
    expect(contrast(solid, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Chakra's solid buttons mix the colour at 90 % over the page on hover.
    const hovered = `#${[1, 3, 5]
      .map((start) => Math.round(parseInt(solid.slice(start, start + 2), 16) * 0.9 + 255 * 0.1))
      .map((channel) => channel.toString(16).padStart(2, '0'))
      .join('')}`;
    expect(contrast(hovered, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('draws its text colour at 4.5:1 or more on white and on its subtle background', () => {
    expect(contrast(brandColor('fg'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brandColor('fg'), brandColor('subtle'))).toBeGreaterThanOrEqual(4.5);
  });

  it("is the solid buttons' palette, and only theirs: a button that names its own keeps it", () => {
    // The recipe's styles are in a cascade layer under the style props': a colorPalette prop wins over them.
    const palette = (variant: 'solid' | 'outline' | 'ghost' | 'subtle' | 'surface' | 'plain') =>
      (system.getRecipeFn('button')({ variant }) as Record<string, Record<string, unknown>>)[
        '@layer recipes'
      ]?.['--chakra-colors-color-palette-solid'];
    expect(palette('solid')).toBe('var(--chakra-colors-brand-solid)');
    for (const variant of ['outline', 'ghost', 'subtle', 'surface', 'plain'] as const) {
      expect(palette(variant), variant).toBeUndefined();
    }
  });
});
