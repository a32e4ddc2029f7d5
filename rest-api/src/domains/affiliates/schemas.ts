// TypeBox schemas of affiliates: the back office's records and the storefront's affiliate cards.
import { Type } from 'typebox';
import {
  Data,
  List,
  SearchQuery,
  SortedSearchQuery,
  StringEnum,
  SHOWN_STATUS_DESCRIPTION,
  Timestamps,
  UPLOAD_PATH_PATTERN,
  Uuid,
  WebAddress,
} from '../../lib/schemas.js';
import { defineMessage } from '../../i18n/index.js';

/** The social networks an affiliate can be on, spelt as the spec's form offers them (back-office.md §9). */
export const SOCIAL_MEDIA = ['Instagram', 'Facebook', 'TikTok'] as const;

/** The spec's own text for an affiliate saved without an uploaded image (back-office.md §5). */
export const IMAGE_REQUIRED_MESSAGE = defineMessage({
  id: 'affiliates.image-required',
  defaultMessage: 'Please upload an image first',
});

export const SocialMedia = StringEnum(SOCIAL_MEDIA, { description: SOCIAL_MEDIA.join(', ') });

const AffiliateName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Username = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  description: 'The handle on the social network; a leading @ is fine',
});
const Link = WebAddress({ maxLength: 500, description: 'The profile URL (http or https)' });
const Image = WebAddress({
  minLength: 1,
  maxLength: 1000,
  path: UPLOAD_PATH_PATTERN,
  description: `An image URL (http or https) or an /uploads/… path; missing or empty answers "${IMAGE_REQUIRED_MESSAGE.defaultMessage}"`,
});

/** What the storefront's affiliate card needs: never the status or the timestamps. */
export const PublicAffiliate = Type.Object({
  id: Uuid,
  name: Type.String(),
  socialMedia: SocialMedia,
  username: Type.String(),
  link: Type.String(),
  image: Type.String(),
});

export const Affiliate = Type.Object({
  ...PublicAffiliate.properties,
  status: Type.Boolean(),
  ...Timestamps,
});

export const CreateAffiliateBody = Type.Object({
  name: AffiliateName,
  socialMedia: SocialMedia,
  username: Username,
  link: Link,
  image: Image,
  status: Type.Optional(Type.Boolean({ default: true, description: SHOWN_STATUS_DESCRIPTION })),
});

export const UpdateAffiliateBody = Type.Object({
  name: Type.Optional(AffiliateName),
  socialMedia: Type.Optional(SocialMedia),
  username: Type.Optional(Username),
  link: Type.Optional(Link),
  image: Type.Optional(Image),
  status: Type.Optional(Type.Boolean({ description: SHOWN_STATUS_DESCRIPTION })),
});

export const AffiliateListQuery = SearchQuery;
export const AdminAffiliateListQuery = SortedSearchQuery;

export const AffiliateAnswer = Data(Affiliate);
export const AffiliateList = List(Affiliate);
export const PublicAffiliateList = List(PublicAffiliate);
