// TypeBox schemas of widget groups, widgets and the storefront's highlight, banner and hero; slug rules.
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import {
  Data,
  List,
  SearchQuery,
  SHOWN_STATUS_DESCRIPTION,
  StringEnum,
  Timestamps,
  UPLOAD_PATH_PATTERN,
  Uuid,
  WebAddress,
} from '../../lib/schemas.js';

/** What a widget shows; the hero takes IMAGE or VIDEO, and for VIDEO its image holds the video's URL. */
export const WIDGET_TYPES = ['TEXT', 'IMAGE', 'VIDEO'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
export const DEFAULT_WIDGET_TYPE: WidgetType = 'TEXT';

/** The widget groups the storefront reads by slug (the seed creates them). */
export const STOREFRONT_GROUPS = { highlight: 'highlight', banner: 'banner', hero: 'hero-image' } as const;

export const CONTENT_MAX_LENGTH = 10_000;

const SLUG_DESCRIPTION = 'Lower case letters and digits joined by single dashes, e.g. summer-sale; unique';
const slug = (description = SLUG_DESCRIPTION) =>
  Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN, description });
const NEW_SLUG_DESCRIPTION = `${SLUG_DESCRIPTION}; made from the name when left out`;
const groupId = (description: string) => Type.String({ ...Uuid, description });
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

// Widget groups.

export const WidgetGroup = Type.Object({
  id: Uuid,
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  widgetCount: Type.Integer({ description: 'Widgets in the group, active or not' }),
  ...Timestamps,
});

const GroupDescription = Type.String({ maxLength: 500 });

export const CreateWidgetGroupBody = Type.Object({
  name: Name,
  slug: Type.Optional(slug(NEW_SLUG_DESCRIPTION)),
  description: Type.Optional(GroupDescription),
});

export const UpdateWidgetGroupBody = Type.Object({
  name: Type.Optional(Name),
  slug: Type.Optional(slug()),
  description: Type.Optional(GroupDescription),
});

export const WidgetGroupListQuery = SearchQuery;
export const WidgetGroupAnswer = Data(WidgetGroup);
export const WidgetGroupList = List(WidgetGroup);

// Widgets.

export const WidgetTypeSchema = StringEnum(WIDGET_TYPES, { description: WIDGET_TYPES.join(', ') });

export const Widget = Type.Object({
  id: Uuid,
  groupID: Uuid,
  groupName: Type.String(),
  groupSlug: Type.String({ description: "The group's slug" }),
  name: Type.String(),
  type: WidgetTypeSchema,
  content: Type.String(),
  status: Type.Boolean(),
  slug: Type.String(),
  link: Type.String(),
  image: Type.String(),
  ...Timestamps,
});

const Content = Type.String({ maxLength: CONTENT_MAX_LENGTH });
const Link = WebAddress({
  maxLength: 500,
  path: '/\\S*',
  empty: true,
  description: 'An http(s) URL or a path starting with /; empty for none',
});
const Image = WebAddress({
  maxLength: 1000,
  path: UPLOAD_PATH_PATTERN,
  empty: true,
  description: 'An image URL (http or https) or an /uploads/… path; for a VIDEO widget, the video URL',
});

export const CreateWidgetBody = Type.Object({
  groupID: groupId('The id of an existing widget group'),
  name: Name,
  type: Type.Optional(
    StringEnum(WIDGET_TYPES, { default: DEFAULT_WIDGET_TYPE, description: WIDGET_TYPES.join(', ') }),
  ),
  content: Type.Optional(Content),
  status: Type.Optional(Type.Boolean({ default: true, description: SHOWN_STATUS_DESCRIPTION })),
  slug: Type.Optional(slug(NEW_SLUG_DESCRIPTION)),
  link: Type.Optional(Link),
  image: Type.Optional(Image),
});

export const UpdateWidgetBody = Type.Object({
  groupID: Type.Optional(groupId('The id of an existing widget group')),
  name: Type.Optional(Name),
  type: Type.Optional(WidgetTypeSchema),
  content: Type.Optional(Content),
  status: Type.Optional(Type.Boolean({ description: SHOWN_STATUS_DESCRIPTION })),
  slug: Type.Optional(slug()),
  link: Type.Optional(Link),
  image: Type.Optional(Image),
});

export const WidgetListQuery = Type.Object({
  ...SearchQuery.properties,
  groupID: Type.Optional(groupId('Only the widgets of this group')),
});
export const WidgetAnswer = Data(Widget);
export const WidgetList = List(Widget);

// The storefront's public reads.

export const HighlightAnswer = Data(Type.Object({ content: Type.String(), link: Type.String() }));
export const BannerAnswer = Data(
  Type.Object({
    name: Type.String(),
    content: Type.String(),
    image: Type.String(),
    link: Type.String({
      description: 'Where the banner leads: a URL or a path starting with /; empty for nowhere',
    }),
  }),
);
export const HeroAnswer = Data(
  Type.Object({
    type: StringEnum(['IMAGE', 'VIDEO'], { description: 'IMAGE or VIDEO; a TEXT widget is shown as IMAGE' }),
    image: Type.String({ description: 'The image, or for VIDEO the video URL' }),
    name: Type.String(),
    content: Type.String(),
  }),
);
export type Highlight = Static<typeof HighlightAnswer>['data'];
export type Banner = Static<typeof BannerAnswer>['data'];
export type Hero = Static<typeof HeroAnswer>['data'];
