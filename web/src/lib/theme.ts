// Chakra's design tokens with the shop's brand (its typeface, lib/fonts.ts, served by the shop itself, and its
// colour, BRAND_COLORS, every primary action's), and only the recipes of the components the app uses: the default
// config brings every component's recipe (about 80) into the first load. The recipes here are those of the
// storefront's first screens (home, /shop and the frame around them); the rest (forms, dialogs, tables, tabs,
// toasts) are in `later-recipes.ts`, which every lazily loaded screen and deferred piece waits for
// (`loadLaterRecipes`). A component whose recipe is missing renders unstyled: theme.test.ts checks that every
// component the app imports has its recipe, and that the first download's components have theirs here.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { css } from '@emotion/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { FONT_STACK } from '@/lib/fonts';

/**
 * The brand colour, a deep teal, from lightest to darkest. Its solid shade (700) is the background of every primary
 * action, under white text: 7.4:1 (WCAG asks 4.5:1 of small text; theme.test.ts computes it), and still over 6:1 at
 * the 90 % the buttons take on hover. Red stays for what destroys, gray for what is secondary.
 */
export const BRAND_COLORS = {
  50: '#effaf8',
  100: '#d5f2ed',
  200: '#ade3da',
  300: '#7bcdc1',
  400: '#4aafa3',
  500: '#2c9487',
  600: '#1f776d',
  700: '#1a5f58',
  800: '#184d48',
  900: '#16403c',
  950: '#0a2624',
} as const;

/** The brand palette's semantic tokens, as Chakra names a palette's, so that `colorPalette="brand"` draws with it. */
const BRAND_SEMANTIC = {
  solid: '700',
  contrast: 'white',
  fg: '700',
  muted: '200',
  subtle: '100',
  emphasized: '300',
  focusRing: '500',
  border: '600',
} as const;

const brandSemanticTokens = Object.fromEntries(
  Object.entries(BRAND_SEMANTIC).map(([name, shade]) => [
    name,
    { value: shade === 'white' ? '{colors.white}' : `{colors.brand.${shade}}` },
  ]),
);

/**
 * The button's recipe with the brand as its solid buttons' palette: the shop's primary actions (Add to cart, Pay,
 * Save, Add New, the order moves) are solid buttons, and take the brand without saying so. A button that names
 * its palette keeps it (red for what destroys); outline, ghost and subtle buttons, the secondary ones, stay gray.
 */
export const brandButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: { colorPalette: 'brand', ...buttonRecipe.variants?.variant?.solid },
    },
  },
} as typeof buttonRecipe;

/**
 * Chakra's colour palettes the shop does not draw with: each palette is tokens and semantic tokens that every page
 * computes when the app starts (and sends as CSS variables). theme.test.ts checks that every palette the sources
 * name is kept.
 */
const UNUSED_PALETTES = new Set(['cyan', 'purple', 'pink']);

type TokenTree = Record<string, unknown>;

/** A token group without the unused palettes. */
function withoutUnusedPalettes<T extends TokenTree | undefined>(colors: T): T {
  if (!colors) return colors;
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * Semantic tokens with their light value only: the shop has no dark mode, and the `_dark` values doubled the CSS
 * variables a phone computed at start-up (making the system took 70 ms without them in Node, 19 ms with them
 * and the unused palettes gone).
 */
function lightOnly<T>(tree: T): T {
  if (!tree || typeof tree !== 'object') return tree;
  if ('value' in tree) {
    const { value } = tree as { value: unknown };
    return (
      value && typeof value === 'object' && '_light' in value ? { ...tree, value: value._light } : tree
    ) as T;
  }
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/** The recipes by the keys Chakra's components look them up with. */
export const RECIPES = {
  badge: badgeRecipe,
  button: brandButtonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
};

export const system = createSystem(
  mergeConfigs(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens: {
          ...tokens,
          colors: {
            ...withoutUnusedPalettes(tokens.colors),
            brand: Object.fromEntries(
              Object.entries(BRAND_COLORS).map(([shade, value]) => [shade, { value }]),
            ),
          },
        },
        semanticTokens: lightOnly({
          ...semanticTokens,
          colors: {
            ...withoutUnusedPalettes(semanticTokens.colors),
            brand: brandSemanticTokens,
            // Error text is small: Chakra's red.500 is 3.8:1 on white, and small text needs 4.5:1 (axe's
            // colour-contrast). red.600 is 4.8:1; every error the shop shows takes it from here.
            fg: { ...semanticTokens.colors?.fg, error: { value: '{colors.red.600}' } },
          },
        }),
        recipes: RECIPES,
        slotRecipes: SLOT_RECIPES,
        textStyles,
        layerStyles,
        animationStyles,
      },
    }),
  ),
  defineConfig({
    theme: {
      tokens: {
        fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
      },
    },
  }),
);

/** The key of Emotion's cache, whose global styles a rendered page carries as <style data-emotion="css-global …">. */
const EMOTION_KEY = 'css';

let globalName: string | undefined;

/**
 * The name Emotion files the system's global styles under (Chakra's preflight and global CSS, and the tokens' CSS
 * variables): a server-rendered page carries them as `<style data-emotion="css-global NAME">`, and hands the name
 * to the browser app (lib/preloaded-state.ts). Server-side: it makes the styles.
 */
export function globalStylesName(): string {
  // Made once: serialising the global styles is the work the browser is spared, not to be paid on every render.
  return (globalName ??= css(system._global).name);
}

/**
 * The system for the app to hydrate a server-rendered page with: its global styles are in the page already, filed
 * under `name`, and Chakra's <Global> takes that element over by the name alone, without the system making the
 * styles (they are made on first use: patches/@chakra-ui__react*.patch), which cost a phone (CPU 4×) about 0.1 s
 * of its start. Anything else (no name, no such element) gets the system as it is.
 */
export function systemForPage(name: string | undefined, base = system): typeof system {
  if (!name || !document.querySelector(`style[data-emotion="${EMOTION_KEY}-global ${name}"]`)) return base;
  const rendered = { name, styles: '', next: undefined };
  return Object.create(base, { _global: { value: rendered } }) as typeof system;
}

/** Adds recipes to the system: Chakra's components look theirs up by key when they first render. */
export function addRecipes(recipes: object, slotRecipes: object) {
  const theme = system._config.theme;
  if (!theme?.recipes || !theme.slotRecipes) throw new Error('the system was made without recipes');
  Object.assign(theme.recipes, recipes);
  Object.assign(theme.slotRecipes, slotRecipes);
}

/** The recipes the first screens do not need, registered when they arrive (idempotent). */
export const loadLaterRecipes = () => import('@/lib/later-recipes');
