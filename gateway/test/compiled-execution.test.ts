// Compiled execution (plugins/compiled-execution.ts) answers as graphql-js's execute does: the same data, the same
// errors with their extensions and paths, the same variable messages, input defaults inside lists filled in.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, GraphQLError, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecutionGateway } from '../src/plugins/compiled-execution.js';

const typeDefs = `
  type Query {
    lines(input: [LineInput!]!): [Line!]!
    item(id: ID!): Item
    failing: String
    amount(value: Whole!): Int!
  }
  input LineInput { productID: ID!, color: String! = "", quantity: Int! = 1 }
  type Line { productID: ID!, color: String!, quantity: Int! }
  interface Item { id: ID! }
  type Shirt implements Item { id: ID!, size: String! }
  type Hat implements Item { id: ID!, brim: Int! }
  scalar Whole
`;

function schema() {
  return makeExecutableSchema({
    typeDefs,
    resolvers: {
      Query: {
        lines: (_: unknown, { input }: { input: unknown[] }) => input,
        item: (_: unknown, { id }: { id: string }) =>
          id === 'hat'
            ? { kind: 'Hat', id, brim: 5 }
            : id === 'none'
              ? null
              : { kind: 'Shirt', id, size: 'M' },
        failing: () => {
          throw new GraphQLError('Product not found', { extensions: { code: 'NOT_FOUND' } });
        },
        amount: (_: unknown, { value }: { value: number }) => value,
      },
      Item: { __resolveType: (item: { kind: string }) => item.kind },
      Whole: {
        parseValue: (value: unknown) => {
          if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError('must be whole');
          return value;
        },
        serialize: (value: unknown) => value,
      },
    },
  });
}

async function both(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const gateway = compiledExecutionGateway(schema(), schema());
  const { executor } = await gateway.load({ apollo: { key: '', keyHash: '', graphRef: '' } as never });
  const run = () =>
    executor!({
      document,
      operation,
      operationName: operation.name?.value ?? null,
      queryHash: 'hash',
      request: { variables },
      context: {},
    } as never);
  const compiled = await run();
  // The second run takes the kept compiled operation.
  expect(await run()).toEqual(compiled);
  const reference = await execute({ schema: schema(), document, variableValues: variables });
  return { compiled: JSON.parse(JSON.stringify(compiled)), reference: JSON.parse(JSON.stringify(reference)) };
}

describe('compiled execution', () => {
  it('fills in the defaults of input objects in a list, as graphql-js does', async () => {
    const { compiled, reference } = await both(
      'query ($input: [LineInput!]!) { lines(input: $input) { productID color quantity } }',
      { input: [{ productID: 'p1' }, { productID: 'p2', color: 'Navy', quantity: 3 }] },
    );
    expect(compiled).toEqual(reference);
    expect(compiled.data.lines).toEqual([
      { productID: 'p1', color: '', quantity: 1 },
      { productID: 'p2', color: 'Navy', quantity: 3 },
    ]);
  });

  it('resolves abstract types and nulls alike', async () => {
    for (const id of ['shirt', 'hat', 'none']) {
      const { compiled, reference } = await both(
        `{ item(id: "${id}") { __typename id ... on Shirt { size } ... on Hat { brim } } }`,
      );
      expect(compiled).toEqual(reference);
    }
  });

  it("keeps a resolver's error with its code and path", async () => {
    const { compiled, reference } = await both('{ failing }');
    expect(compiled).toEqual(reference);
    expect(compiled.errors[0]).toMatchObject({ message: 'Product not found', path: ['failing'] });
  });

  it("answers a bad variable with graphql-js's message, naming the variable, the path and the scalar's reason", async () => {
    const { compiled, reference } = await both('query ($value: Whole!) { amount(value: $value) }', {
      value: 1.5,
    });
    expect(compiled).toEqual(reference);
    expect(compiled.errors[0].message).toContain('Variable "$value" got invalid value 1.5');
    expect(compiled.errors[0].message).toContain('must be whole');
  });
});
