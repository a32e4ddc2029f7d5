// Site content: GET/POST /v1/widget-group, GET/PUT/DELETE /v1/widget-group/:id, GET/POST /v1/widget,
// GET/PUT/DELETE /v1/widget/:id (staff), and the storefront's highlight, banner and hero under /public/v1/widget.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, notFound, orNotFound } from '../../lib/errors.js';
import { recordRoutes } from '../../lib/record-routes.js';
import { listPage, routeDoc } from '../../lib/schemas.js';
import { freeShippingSetting } from '../settings/repository.js';
import { FREE_SHIPPING_THRESHOLD_TOKEN, withFreeShippingThreshold } from '../settings/schemas.js';
import {
  deleteWidget,
  deleteWidgetGroup,
  getWidget,
  getWidgetGroup,
  groupInUse,
  insertWidget,
  insertWidgetGroup,
  listWidgetGroups,
  listWidgets,
  newestActiveWidget,
  updateWidget,
  updateWidgetGroup,
} from './repository.js';
import {
  BannerAnswer,
  CreateWidgetBody,
  CreateWidgetGroupBody,
  DEFAULT_WIDGET_TYPE,
  HeroAnswer,
  HighlightAnswer,
  STOREFRONT_GROUPS,
  UpdateWidgetBody,
  UpdateWidgetGroupBody,
  WidgetAnswer,
  WidgetGroupAnswer,
  WidgetGroupList,
  WidgetGroupListQuery,
  WidgetList,
  WidgetListQuery,
} from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';
import { seededInLanguage, seededOrTyped } from '../../i18n/seeded.js';
import { seededGroupOf } from './storefront-groups.js';

const groupDoc = routeDoc(['widget groups'], 'bearer');
const widgetDoc = routeDoc(['widgets'], 'bearer');
const storefrontDoc = routeDoc(['storefront content'], 'public');

const widgetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existingGroup = (id: string) =>
    orNotFound(
      getWidgetGroup(db, id),
      defineMessage({ id: 'widgets.widget-group-not-found', defaultMessage: 'Widget group not found' }),
    );
  const existingWidget = (id: string) =>
    orNotFound(
      getWidget(db, id),
      defineMessage({ id: 'widgets.widget-not-found', defaultMessage: 'Widget not found' }),
    );

  /** The storefront reads these groups by slug: renaming or deleting one would empty a slot of the home page. */
  function refuseStorefrontSlot(slug: string, change: 'renamed' | 'deleted') {
    if ((Object.values(STOREFRONT_GROUPS) as string[]).includes(slug)) {
      throw conflict(
        t(
          defineMessage({
            id: 'widgets.storefront-slot',
            defaultMessage:
              'The storefront reads the {slug} group; it cannot be {change, select, renamed {renamed} other {deleted}}',
          }),
          { slug, change },
        ),
      );
    }
  }

  recordRoutes(app, {
    path: '/v1/widget-group',
    doc: groupDoc,
    answer: WidgetGroupAnswer,
    existing: existingGroup,
    // A storefront group's seeded name and description read in the reader's language until staff change them.
    inLanguage: (group, language) => ({
      ...group,
      name: seededInLanguage(group.name, seededGroupOf(group.slug)?.name, language),
      description: seededInLanguage(group.description, seededGroupOf(group.slug)?.description, language),
    }),
    list: {
      summary: 'List widget groups by name (q searches name, slug and description)',
      querystring: WidgetGroupListQuery,
      response: WidgetGroupList,
      read: (query) => listPage(query, (window) => listWidgetGroups(db, query.q, window)),
    },
    one: { summary: 'One widget group' },
    create: {
      summary: 'Create a widget group; the slug is made from the name when left out',
      body: CreateWidgetGroupBody,
      insert: (body) => {
        const seeded = body.slug === undefined ? undefined : seededGroupOf(body.slug);
        return insertWidgetGroup(db, {
          name: seededOrTyped(body.name.trim(), seeded?.name),
          slug: body.slug,
          description: seededOrTyped(body.description?.trim() ?? '', seeded?.description),
        });
      },
    },
    update: {
      summary:
        'Update a widget group; fields left out keep their value (the storefront reads the groups ' +
        `${Object.values(STOREFRONT_GROUPS).join(', ')} by slug)`,
      body: UpdateWidgetGroupBody,
      apply: async (id, body) => {
        const current = await existingGroup(id);
        if (body.slug !== undefined && body.slug !== current.slug)
          refuseStorefrontSlot(current.slug, 'renamed');
        // What the form sends back of a seeded text it showed in its reader's language stays the seeded text.
        const seeded = seededGroupOf(body.slug ?? current.slug);
        const found = await updateWidgetGroup(db, id, {
          name: seededOrTyped(body.name?.trim(), seeded?.name),
          slug: body.slug,
          description: seededOrTyped(body.description?.trim(), seeded?.description),
        });
        if (!found)
          throw notFound(
            defineMessage({ id: 'widgets.widget-group-not-found', defaultMessage: 'Widget group not found' }),
          );
      },
    },
    remove: {
      summary:
        'Delete a widget group that holds no widgets and that the storefront does not read; answers it as it was',
      apply: async (group) => {
        refuseStorefrontSlot(group.slug, 'deleted');
        if (group.widgetCount > 0) throw groupInUse(group.widgetCount);
        await deleteWidgetGroup(db, group.id);
      },
    },
  });

  recordRoutes(app, {
    path: '/v1/widget',
    doc: widgetDoc,
    answer: WidgetAnswer,
    existing: existingWidget,
    // Its group's name as the group reads (a storefront group's seeded name in the reader's language).
    inLanguage: (widget, language) => ({
      ...widget,
      groupName: seededInLanguage(widget.groupName, seededGroupOf(widget.groupSlug)?.name, language),
    }),
    list: {
      summary: 'List widgets, newest first (q searches name, slug and content; groupID filters by group)',
      querystring: WidgetListQuery,
      response: WidgetList,
      read: (query) => {
        const { q, groupID } = query;
        return listPage(query, (window) => listWidgets(db, { q, groupID }, window));
      },
    },
    one: { summary: 'One widget with its group name' },
    create: {
      summary: 'Create a widget in a group; the slug is made from the name when left out',
      body: CreateWidgetBody,
      insert: (body) =>
        insertWidget(db, {
          groupID: body.groupID,
          name: body.name.trim(),
          type: body.type ?? DEFAULT_WIDGET_TYPE,
          content: body.content ?? '',
          status: body.status ?? true,
          slug: body.slug,
          link: body.link ?? '',
          image: body.image ?? '',
        }),
    },
    update: {
      summary: 'Update a widget; fields left out keep their value',
      body: UpdateWidgetBody,
      apply: async (id, body) => {
        const found = await updateWidget(db, id, { ...body, name: body.name?.trim() });
        if (!found)
          throw notFound(
            defineMessage({ id: 'widgets.widget-not-found', defaultMessage: 'Widget not found' }),
          );
      },
    },
    remove: {
      summary: 'Delete a widget; answers it as it was',
      apply: async (widget) => {
        await deleteWidget(db, widget.id);
      },
    },
  });

  // The storefront: each reads the newest active widget of the group with its slug.

  // A widget may say {freeShippingThreshold}: it shows the setting's amount, and is passed over while free
  // shipping is off, so the storefront never promises what checkout does not do.
  async function shown(groupSlug: string, what: 'highlight' | 'banner' | 'hero') {
    const freeShipping = await freeShippingSetting(db);
    const widget = await newestActiveWidget(
      db,
      groupSlug,
      freeShipping.enabled ? undefined : FREE_SHIPPING_THRESHOLD_TOKEN,
    );
    if (!widget)
      throw notFound(
        t(
          defineMessage({
            id: 'widgets.none-active',
            defaultMessage:
              'No active {what, select, highlight {highlight} banner {banner} other {hero image}}',
          }),
          { what },
        ),
      );
    const fill = (text: string) => withFreeShippingThreshold(text, freeShipping);
    return { ...widget, name: fill(widget.name), content: fill(widget.content) };
  }

  app.get(
    '/public/v1/widget/highlight',
    {
      schema: storefrontDoc({
        summary: `The highlight strip: the newest active widget of the "${STOREFRONT_GROUPS.highlight}" group`,
        response: { 200: HighlightAnswer },
      }),
    },
    async () => {
      const { content, link } = await shown(STOREFRONT_GROUPS.highlight, 'highlight');
      return { data: { content, link } };
    },
  );

  app.get(
    '/public/v1/widget/banner',
    {
      schema: storefrontDoc({
        summary: `The home page banner: the newest active widget of the "${STOREFRONT_GROUPS.banner}" group`,
        response: { 200: BannerAnswer },
      }),
    },
    async () => {
      const { name, content, image, link } = await shown(STOREFRONT_GROUPS.banner, 'banner');
      return { data: { name, content, image, link } };
    },
  );

  app.get(
    '/public/v1/widget/hero-image',
    {
      schema: storefrontDoc({
        summary:
          `The home page hero: the newest active widget of the "${STOREFRONT_GROUPS.hero}" group ` +
          '(a TEXT widget answers type IMAGE)',
        response: { 200: HeroAnswer },
      }),
    },
    async () => {
      const { type, image, name, content } = await shown(STOREFRONT_GROUPS.hero, 'hero');
      return {
        data: { type: type === 'VIDEO' ? ('VIDEO' as const) : ('IMAGE' as const), image, name, content },
      };
    },
  );
};

export default widgetRoutes;
