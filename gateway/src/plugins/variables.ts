// A limit on the variables of a GraphQL request, checked before Apollo (or the response cache, whose key walks
// them recursively) sees them: nesting depth and number of values. A request beyond either is a 400 with
// extensions.code VARIABLES_TOO_LARGE, in development and production alike.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operationFields } from './operations.js';

export interface VariablesLimits {
  variablesDepth: number;
  variablesValues: number;
}

/** What is wrong with these variables, or undefined. Walks them without recursion, so depth cannot overflow. */
export function variablesProblem(variables: unknown, limits: VariablesLimits): string | undefined {
  if (variables === null || typeof variables !== 'object') return undefined;
  const pending: [unknown, number][] = [[variables, 1]];
  let values = 0;
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    values += 1;
    if (values > limits.variablesValues) {
      return `The request's variables hold more than ${limits.variablesValues} values.`;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > limits.variablesDepth) {
      return `The request's variables are nested more than ${limits.variablesDepth} levels deep.`;
    }
    for (const item of Array.isArray(value) ? value : Object.values(value)) pending.push([item, depth + 1]);
  }
  return undefined;
}

/** The variables of each operation of a GraphQL HTTP request (POST body, batched or not, or GET's ?variables=). */
function variablesOf(request: FastifyRequest): unknown[] {
  const sent = operationFields(request, 'variables');
  if (request.method !== 'GET') return sent;
  if (typeof sent[0] !== 'string') return [];
  try {
    return [JSON.parse(sent[0]) as unknown];
  } catch {
    return []; // Apollo answers malformed JSON itself
  }
}

export function variablesGuard(limits: VariablesLimits) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const variables of variablesOf(request)) {
      const problem = variablesProblem(variables, limits);
      if (problem) {
        return reply.code(400).send({
          errors: [
            {
              message: `${problem} Send less at once.`,
              extensions: {
                code: 'VARIABLES_TOO_LARGE',
                maxDepth: limits.variablesDepth,
                maxValues: limits.variablesValues,
              },
            },
          ],
        });
      }
    }
    return undefined;
  };
}
