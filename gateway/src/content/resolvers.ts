// The content domain: the storefront's settings, affiliate cards, highlight, banner and hero, and the back
// office's affiliates, widget groups and widgets.
import type { Resolvers } from '../generated/graphql.js';
import { oneRecord, pageOf, pageQuery, recordMutations, restPath, sortQuery } from '../rest/paging.js';
import {
  STOREFRONT_WIDGETS,
  type RestAdminAffiliate,
  type RestAffiliate,
  type RestBanner,
  type RestHero,
  type RestHighlight,
  type RestStorefront,
  type RestWidget,
  type RestWidgetGroup,
} from './models.js';

const affiliates = recordMutations<RestAdminAffiliate>('/v1/afilliate');
const widgetGroups = recordMutations<RestWidgetGroup>('/v1/widget-group');
const widgets = recordMutations<RestWidget>('/v1/widget');

export const contentResolvers: Resolvers = {
  Query: {
    storefront: async (_parent, _args, { rest }) =>
      (await rest.get<RestStorefront>('/public/v1/storefront')).data,
    highlight: (_parent, _args, { rest }) => oneRecord<RestHighlight>(rest, STOREFRONT_WIDGETS.highlight),
    banner: (_parent, _args, { rest }) => oneRecord<RestBanner>(rest, STOREFRONT_WIDGETS.banner),
    heroImage: (_parent, _args, { rest }) => oneRecord<RestHero>(rest, STOREFRONT_WIDGETS.heroImage),
    async affiliates(_parent, { q, page }, { rest }) {
      return pageOf(await rest.get<RestAffiliate[]>('/public/v1/afilliate', { q, ...pageQuery(page) }), page);
    },
    async adminAffiliates(_parent, { q, sort, page }, { rest }) {
      const query = { q, sort: sortQuery(sort), ...pageQuery(page) };
      return pageOf(await rest.get<RestAdminAffiliate[]>('/v1/afilliate', query), page);
    },
    adminAffiliate: (_parent, { id }, { rest }) =>
      oneRecord<RestAdminAffiliate>(rest, restPath('/v1/afilliate', id)),
    async widgetGroups(_parent, { q, page }, { rest }) {
      return pageOf(await rest.get<RestWidgetGroup[]>('/v1/widget-group', { q, ...pageQuery(page) }), page);
    },
    widgetGroup: (_parent, { id }, { rest }) =>
      oneRecord<RestWidgetGroup>(rest, restPath('/v1/widget-group', id)),
    async widgets(_parent, { q, groupID, page }, { rest }) {
      return pageOf(await rest.get<RestWidget[]>('/v1/widget', { q, groupID, ...pageQuery(page) }), page);
    },
    widget: (_parent, { id }, { rest }) => oneRecord<RestWidget>(rest, restPath('/v1/widget', id)),
  },
  Mutation: {
    createAffiliate: affiliates.create,
    updateAffiliate: affiliates.update,
    deleteAffiliate: affiliates.remove,
    createWidgetGroup: widgetGroups.create,
    updateWidgetGroup: widgetGroups.update,
    deleteWidgetGroup: widgetGroups.remove,
    createWidget: widgets.create,
    updateWidget: widgets.update,
    deleteWidget: widgets.remove,
  },
  Affiliate: {
    // The storefront's list holds active affiliates only, and answers no status.
    status: () => true,
  },
};
