// The content domain's REST answers as the resolvers receive them (codegen maps Affiliate to RestAffiliate): the
// REST API's own record types, taken from its TypeBox schemas; the others have the GraphQL shapes already.
import type { PublicAffiliateRecord } from '@lemari/rest-api/contract';

/** GET /public/v1/afilliate: an affiliate card, without status (every card shown is active). */
export type RestAffiliate = PublicAffiliateRecord;
/** GET /v1/afilliate: what staff see. */
export type { AffiliateRecord as RestAdminAffiliate } from '@lemari/rest-api/contract';
export type {
  WidgetGroupRecord as RestWidgetGroup,
  WidgetRecord as RestWidget,
} from '@lemari/rest-api/contract';
export type {
  Highlight as RestHighlight,
  Banner as RestBanner,
  Hero as RestHero,
} from '@lemari/rest-api/contract';
export type { StorefrontSettings as RestStorefront } from '@lemari/rest-api/contract';

/** The storefront's reads of the newest active widget of a group; each answers 404 when there is none. */
export const STOREFRONT_WIDGETS = {
  highlight: '/public/v1/widget/highlight',
  banner: '/public/v1/widget/banner',
  heroImage: '/public/v1/widget/hero-image',
} as const;
