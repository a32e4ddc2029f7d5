// Development helpers, never registered in production: the latest outbox messages, so a person or a test
// can follow a confirmation link without a mail server.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { latestMessages } from '../mail/repository.js';
import { OutboxMessage, OutboxQuery } from './schemas.js';

const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Latest e-mails written to the outbox (not available in production)',
        querystring: OutboxQuery,
        response: { 200: Type.Object({ data: Type.Array(OutboxMessage) }) },
      },
    },
    async (request) => ({ data: await latestMessages(app.db, request.query.to, request.query.limit ?? 20) }),
  );
};

export default devRoutes;
