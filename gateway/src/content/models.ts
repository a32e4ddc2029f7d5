// The content domain's REST answers as the resolvers receive them (codegen maps Affiliate to RestAffiliate).
import type { SocialMedia } from '../generated/graphql.js';

/** GET /public/v1/afilliate: an affiliate card, without status (every card shown is active). */
export interface RestAffiliate {
  id: string;
  name: string;
  socialMedia: SocialMedia;
  username: string;
  link: string;
  image: string;
  status?: boolean;
}

/** The storefront's reads of the newest active widget of a group; each answers 404 when there is none. */
export const STOREFRONT_WIDGETS = {
  highlight: '/public/v1/widget/highlight',
  banner: '/public/v1/widget/banner',
  heroImage: '/public/v1/widget/hero-image',
} as const;
