// The widget groups the storefront reads by slug, as the seed creates them: their names and descriptions are the
// seeded English, answered in the reader's language while staff leave them as seeded (i18n/seeded.ts, issue 32).
import { defineMessage, type Descriptor } from '../../i18n/index.js';
import { STOREFRONT_GROUPS } from './schemas.js';

export interface SeededWidgetGroup {
  readonly name: Descriptor;
  readonly description: Descriptor;
}

export const SEEDED_WIDGET_GROUPS: Readonly<Record<string, SeededWidgetGroup>> = {
  [STOREFRONT_GROUPS.highlight]: {
    name: defineMessage({ id: 'widgets.seeded.highlight.name', defaultMessage: 'Highlight' }),
    description: defineMessage({
      id: 'widgets.seeded.highlight.description',
      defaultMessage: 'The strip of text above the header, with a link',
    }),
  },
  [STOREFRONT_GROUPS.banner]: {
    name: defineMessage({ id: 'widgets.seeded.banner.name', defaultMessage: 'Banner' }),
    description: defineMessage({
      id: 'widgets.seeded.banner.description',
      defaultMessage: 'The home page banner: name, content and image',
    }),
  },
  [STOREFRONT_GROUPS.hero]: {
    name: defineMessage({ id: 'widgets.seeded.hero.name', defaultMessage: 'Hero image' }),
    description: defineMessage({
      id: 'widgets.seeded.hero.description',
      defaultMessage: 'The home page hero: an IMAGE or a VIDEO with a name and content',
    }),
  },
};

/** The seed's words for the group with this slug, if the seed made it. */
export const seededGroupOf = (slug: string): SeededWidgetGroup | undefined =>
  Object.hasOwn(SEEDED_WIDGET_GROUPS, slug) ? SEEDED_WIDGET_GROUPS[slug] : undefined;
