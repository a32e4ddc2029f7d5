// The shop's colours and sizes: the storefront's GET /public/v1/product-color and /public/v1/product-size (every
// one, in order), and the back office's five routes of each at /v1/product-color and /v1/product-size.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { conflict, notFound, orNotFound } from '../../lib/errors.js';
import { recordRoutes } from '../../lib/record-routes.js';
import { listPage, routeDoc } from '../../lib/schemas.js';
import {
  lockProductsWithOption,
  productsUsingOption,
  renameProductOption,
  reorderProductOption,
  type OptionField,
} from '../products/repository.js';
import {
  allOptions,
  deleteOption,
  getOption,
  insertOption,
  listOptions,
  lockOption,
  nounOf,
  updateOption,
  type OptionFields,
  type OptionKind,
} from './repository.js';
import {
  ColorAnswer,
  ColorList,
  ColorsInOrder,
  CreateColorBody,
  CreateSizeBody,
  OptionListQuery,
  SizeAnswer,
  SizeList,
  SizesInOrder,
  UpdateColorBody,
  UpdateSizeBody,
} from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

const doc = routeDoc(['catalogue options'], 'bearer');
const publicDoc = routeDoc(['storefront'], 'public');

interface OptionRoutes {
  path: string;
  /** Where a product names this kind: its colors or its sizes. */
  field: OptionField;
  answer: TSchema;
  list: TSchema;
  inOrder: TSchema;
  createBody: TSchema;
  updateBody: TSchema;
}

/** A create or update body of either kind, as its schema let it through. */
type OptionBody = { name?: string; position?: number; swatch?: string };

const fieldsOf = (body: OptionBody): Partial<OptionFields> => ({
  name: body.name?.trim(),
  position: body.position,
  swatch: body.swatch,
});

function optionRoutes(app: FastifyInstance, kind: OptionKind, routes: OptionRoutes): void {
  const { db } = app;
  const noun = nounOf(kind);
  const plural = `${noun}s`;
  const missing = t(
    defineMessage({
      id: 'options.not-found',
      defaultMessage: '{kind, select, color {Colour} other {Size}} not found',
    }),
    { kind },
  );

  app.get(
    `/public${routes.path}`,
    {
      schema: publicDoc({
        summary: `The shop's ${plural}, in their order: what a product's ${routes.field} are chosen from`,
        response: { 200: routes.inOrder },
      }),
    },
    async () => ({ data: await allOptions(db, kind) }),
  );

  recordRoutes(app, {
    path: routes.path,
    doc,
    answer: routes.answer,
    existing: (id) => orNotFound(getOption(db, kind, id), missing),
    list: {
      summary: `List the shop's ${plural} in their order`,
      querystring: OptionListQuery,
      response: routes.list,
      read: (query) => listPage(query, (window) => listOptions(db, kind, window)),
    },
    one: { summary: `One ${noun}` },
    create: {
      summary: `Add a ${noun}; without a position it comes last. A name taken (any case): 409`,
      body: routes.createBody,
      insert: (body) => {
        const fields = fieldsOf(body as OptionBody);
        return insertOption(db, kind, { ...fields, name: fields.name ?? '' });
      },
    },
    update: {
      summary: `Change a ${noun}; a new name is carried to the products and cart lines that name it`,
      body: routes.updateBody,
      apply: (id, body) =>
        db.transaction(async (tx) => {
          // The products in it are locked before the option (the order product writes take them in).
          const before = await getOption(tx, kind, id);
          if (!before) throw notFound(missing);
          await lockProductsWithOption(tx, routes.field, before.name);
          const current = await lockOption(tx, kind, id);
          if (current === undefined) throw notFound(missing);
          if (current !== before.name)
            throw conflict(
              t(
                defineMessage({
                  id: 'options.renamed-meanwhile',
                  defaultMessage:
                    'The {kind, select, color {colour} other {size}} was renamed meanwhile; please try again',
                }),
                { kind },
              ),
            );
          const fields = fieldsOf(body as OptionBody);
          await updateOption(tx, kind, id, fields);
          if (fields.name !== undefined && fields.name !== current) {
            await renameProductOption(tx, routes.field, current, fields.name);
          }
          if (fields.position !== undefined && fields.position !== before.position) {
            await reorderProductOption(tx, routes.field, fields.name ?? current);
          }
        }),
    },
    remove: {
      summary: `Delete a ${noun} no product comes in; one in use answers 409 saying how many products use it`,
      apply: (option) =>
        db.transaction(async (tx) => {
          const name = await lockOption(tx, kind, option.id);
          if (name === undefined) throw notFound(missing);
          const used = await productsUsingOption(tx, routes.field, name);
          if (used > 0) {
            throw conflict(
              t(
                defineMessage({
                  id: 'options.in-use',
                  defaultMessage:
                    'The {kind, select, color {colour} other {size}} {name} cannot be deleted: ' +
                    '{count, plural, one {# product comes} other {# products come}} in it. ' +
                    'Take it off {count, plural, one {that product} other {those products}} first.',
                }),
                { kind, name, count: used },
              ),
              { products: used },
            );
          }
          await deleteOption(tx, kind, option.id);
        }),
    },
  });
}

const optionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  optionRoutes(app, 'color', {
    path: '/v1/product-color',
    field: 'colors',
    answer: ColorAnswer,
    list: ColorList,
    inOrder: ColorsInOrder,
    createBody: CreateColorBody,
    updateBody: UpdateColorBody,
  });
  optionRoutes(app, 'size', {
    path: '/v1/product-size',
    field: 'sizes',
    answer: SizeAnswer,
    list: SizeList,
    inOrder: SizesInOrder,
    createBody: CreateSizeBody,
    updateBody: UpdateSizeBody,
  });
};

export default optionsRoutes;
