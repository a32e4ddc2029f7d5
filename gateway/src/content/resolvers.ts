// The content domain: the storefront's settings, affiliate cards, highlight, banner and hero, and the back
// office's affiliates, widget groups and widgets.
import type { Resolvers } from '../generated/graphql.js';
import type { RestClient } from '../rest/client.js';
import { given, orNull, pageOf, pageQuery, restPath, sortQuery } from '../rest/paging.js';
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

const one = <T>(rest: RestClient, path: string) => orNull(rest.get<T>(path).then((answer) => answer.data));

export const contentResolvers: Resolvers = {
  Query: {
    storefront: async (_parent, _args, { rest }) =>
      (await rest.get<RestStorefront>('/public/v1/storefront')).data,
    highlight: (_parent, _args, { rest }) => one<RestHighlight>(rest, STOREFRONT_WIDGETS.highlight),
    banner: (_parent, _args, { rest }) => one<RestBanner>(rest, STOREFRONT_WIDGETS.banner),
    heroImage: (_parent, _args, { rest }) => one<RestHero>(rest, STOREFRONT_WIDGETS.heroImage),
    async affiliates(_parent, { q, page }, { rest }) {
      return pageOf(await rest.get<RestAffiliate[]>('/public/v1/afilliate', { q, ...pageQuery(page) }), page);
    },
    async adminAffiliates(_parent, { q, sort, page }, { rest }) {
      const query = { q, sort: sortQuery(sort), ...pageQuery(page) };
      return pageOf(await rest.get<RestAdminAffiliate[]>('/v1/afilliate', query), page);
    },
    adminAffiliate: (_parent, { id }, { rest }) =>
      one<RestAdminAffiliate>(rest, restPath('/v1/afilliate', id)),
    async widgetGroups(_parent, { q, page }, { rest }) {
      return pageOf(await rest.get<RestWidgetGroup[]>('/v1/widget-group', { q, ...pageQuery(page) }), page);
    },
    widgetGroup: (_parent, { id }, { rest }) => one<RestWidgetGroup>(rest, restPath('/v1/widget-group', id)),
    async widgets(_parent, { q, groupID, page }, { rest }) {
      return pageOf(await rest.get<RestWidget[]>('/v1/widget', { q, groupID, ...pageQuery(page) }), page);
    },
    widget: (_parent, { id }, { rest }) => one<RestWidget>(rest, restPath('/v1/widget', id)),
  },
  Mutation: {
    async createAffiliate(_parent, { input }, { rest }) {
      return (await rest.post<RestAdminAffiliate>('/v1/afilliate', given(input))).data;
    },
    async updateAffiliate(_parent, { id, input }, { rest }) {
      return (await rest.put<RestAdminAffiliate>(restPath('/v1/afilliate', id), given(input))).data;
    },
    async deleteAffiliate(_parent, { id }, { rest }) {
      return (await rest.delete<RestAdminAffiliate>(restPath('/v1/afilliate', id))).data;
    },
    async createWidgetGroup(_parent, { input }, { rest }) {
      return (await rest.post<RestWidgetGroup>('/v1/widget-group', given(input))).data;
    },
    async updateWidgetGroup(_parent, { id, input }, { rest }) {
      return (await rest.put<RestWidgetGroup>(restPath('/v1/widget-group', id), given(input))).data;
    },
    async deleteWidgetGroup(_parent, { id }, { rest }) {
      return (await rest.delete<RestWidgetGroup>(restPath('/v1/widget-group', id))).data;
    },
    async createWidget(_parent, { input }, { rest }) {
      return (await rest.post<RestWidget>('/v1/widget', given(input))).data;
    },
    async updateWidget(_parent, { id, input }, { rest }) {
      return (await rest.put<RestWidget>(restPath('/v1/widget', id), given(input))).data;
    },
    async deleteWidget(_parent, { id }, { rest }) {
      return (await rest.delete<RestWidget>(restPath('/v1/widget', id))).data;
    },
  },
  Affiliate: {
    // The storefront's list holds active affiliates only, and answers no status.
    status: () => true,
  },
};
