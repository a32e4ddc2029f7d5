// What a GraphQL HTTP request carries, for the guards that run before Apollo reads it (trusted documents,
// variables limits): one field of each of its operations.
import type { FastifyRequest } from 'fastify';

/**
 * One field ("query", "variables") of each operation of a GraphQL HTTP request: of each operation in the POST
 * body, batched or not, or GET's ?<field>= as sent (text).
 */
export function operationFields(request: FastifyRequest, field: 'query' | 'variables'): unknown[] {
  if (request.method === 'GET') return [(request.query as Record<string, unknown> | undefined)?.[field]];
  const body = request.body as unknown;
  const operations = Array.isArray(body) ? body : [body];
  return operations.map((operation) =>
    operation && typeof operation === 'object' ? (operation as Record<string, unknown>)[field] : undefined,
  );
}
