// The back office's five routes of one kind of record: GET/POST <path> and GET/PUT/DELETE <path>/:id. The domain
// gives each route's summary and schemas and says what it does; this declares the routes and answers alike: the
// list as `read` pages it, {data} of one record, 201 with the record made, the record as it is after an update and
// as it was before its deletion; each record as the request's reader reads it when the domain says how (inLanguage).
import type { Language } from '@lemari/shop/rules';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { requestLanguage } from '../i18n/index.js';
import { IdParams, type routeDoc } from './schemas.js';

interface Route {
  summary: string;
}

/** A route with a body may check it before its schema does (preValidation), as the affiliates' image. */
interface BodyRoute<Body extends TSchema> extends Route {
  body: Body;
  preValidation?: RouteShorthandOptions['preValidation'];
}

export interface RecordRoutes<
  Row,
  ListQuery extends TSchema,
  CreateBody extends TSchema,
  UpdateBody extends TSchema,
> {
  /** Where the list is, '/v1/category'; one record is at '<path>/:id'. */
  path: string;
  doc: ReturnType<typeof routeDoc>;
  /** The answer of one record: {data: record}. */
  answer: TSchema;
  /** The record with this id, or a 404 (orNotFound). */
  existing: (id: string) => Promise<Row>;
  /**
   * The record as a reader of `language` reads it, in every answer: a seeded record's words in their language
   * (i18n/seeded.ts). Left out, records read as stored.
   */
  inLanguage?: (record: Row, language: Language) => Row;
  list: Route & {
    querystring: ListQuery;
    response: TSchema;
    /** The page the query asks for (listPage). */
    read: (query: Static<ListQuery>) => Promise<{ data: Row[] }>;
  };
  one: Route & { operationId?: string; links?: RouteShorthandOptions['links'] };
  create: BodyRoute<CreateBody> & {
    /** Writes the record and answers its id. */
    insert: (body: Static<CreateBody>, request: FastifyRequest) => Promise<string>;
  };
  update: BodyRoute<UpdateBody> & {
    /** Writes the change; a 404 when there is no such record. */
    apply: (id: string, body: Static<UpdateBody>, request: FastifyRequest) => Promise<void>;
  };
  remove: Route & {
    /** Deletes the record found, or refuses to. */
    apply: (record: Row, request: FastifyRequest) => Promise<void>;
  };
}

type IdRoute = { Params: Static<typeof IdParams> };

export function recordRoutes<
  Row,
  ListQuery extends TSchema,
  CreateBody extends TSchema,
  UpdateBody extends TSchema,
>(app: FastifyInstance, routes: RecordRoutes<Row, ListQuery, CreateBody, UpdateBody>): void {
  const { path, doc, answer, existing, inLanguage, list, one, create, update, remove } = routes;
  const byId = `${path}/:id`;
  // The schemas validated query and bodies; Fastify's types cannot work their shape out of a generic schema.
  const valid = <Schema extends TSchema>(value: unknown) => value as Static<Schema>;
  /** The records as the request's reader reads them. */
  const asRead = async (records: Row[], request: FastifyRequest): Promise<Row[]> => {
    if (!inLanguage) return records;
    const language = await requestLanguage(request);
    return records.map((record) => inLanguage(record, language));
  };
  /** The answer of one record: {data: record}, as the reader reads it. */
  const answerOf = async (record: Row, request: FastifyRequest) => ({
    data: (await asRead([record], request))[0],
  });

  app.get(
    path,
    {
      schema: doc({
        summary: list.summary,
        querystring: list.querystring,
        response: { 200: list.response },
      }),
    },
    async (request) => {
      const page = await list.read(valid<ListQuery>(request.query));
      return { ...page, data: await asRead(page.data, request) };
    },
  );

  app.get<IdRoute>(
    byId,
    {
      schema: doc({
        summary: one.summary,
        ...(one.operationId === undefined ? {} : { operationId: one.operationId }),
        params: IdParams,
        response: { 200: answer },
      }),
      ...(one.links === undefined ? {} : { links: one.links }),
    },
    async (request) => answerOf(await existing(request.params.id), request),
  );

  app.post(
    path,
    {
      schema: doc({ summary: create.summary, body: create.body, response: { 201: answer } }),
      ...(create.preValidation === undefined ? {} : { preValidation: create.preValidation }),
    },
    async (request, reply) => {
      const id = await create.insert(valid<CreateBody>(request.body), request);
      return reply.status(201).send(await answerOf(await existing(id), request));
    },
  );

  app.put<IdRoute>(
    byId,
    {
      schema: doc({
        summary: update.summary,
        params: IdParams,
        body: update.body,
        response: { 200: answer },
      }),
      ...(update.preValidation === undefined ? {} : { preValidation: update.preValidation }),
    },
    async (request) => {
      const { id } = request.params;
      await update.apply(id, valid<UpdateBody>(request.body), request);
      return answerOf(await existing(id), request);
    },
  );

  app.delete<IdRoute>(
    byId,
    { schema: doc({ summary: remove.summary, params: IdParams, response: { 200: answer } }) },
    async (request) => {
      const record = await existing(request.params.id);
      await remove.apply(record, request);
      return answerOf(record, request);
    },
  );
}
