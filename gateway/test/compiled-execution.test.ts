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
  type Mutation {
    step(name: String!): String!
    failStep(name: String!): String!
    optionalStep(name: String!): String
  }
  input LineInput { productID: ID!, color: String! = "", quantity: Int! = 1 }
  type Line { productID: ID!, color: String!, quantity: Int! }
  interface Item { id: ID! }
  type Shirt implements Item { id: ID!, size: String! }
  type Hat implements Item { id: ID!, brim: Int! }
  scalar Whole
`;

/** The mutation steps that ran, in order. */
const steps: string[] = [];
const failure = () => new GraphQLError('Cart line not found', { extensions: { code: 'NOT_FOUND' } });

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
      Mutation: {
        step: async (_: unknown, { name }: { name: string }) => (steps.push(name), name),
        failStep: async (_: unknown, { name }: { name: string }) => {
          steps.push(name);
          throw failure();
        },
        optionalStep: async (_: unknown, { name }: { name: string }) => {
          steps.push(name);
          throw failure();
        },
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

  it('runs mutation fields one after another and stops at the first non-null one that fails', async () => {
    steps.length = 0;
    const { compiled, reference } = await both(
      'mutation { a: step(name: "a") b: failStep(name: "b") c: step(name: "c") }',
    );
    expect(compiled).toEqual(reference);
    expect(compiled.data).toBeNull();
    expect(compiled.errors).toHaveLength(1);
    // Two compiled runs and graphql-js's: none reached c.
    expect(steps).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
  });

  it('goes on past a nullable mutation field that fails, and through fragments at the root', async () => {
    steps.length = 0;
    const { compiled, reference } = await both(
      'mutation { a: optionalStep(name: "a") ... on Mutation { b: step(name: "b") } ...Last } ' +
        'fragment Last on Mutation { c: failStep(name: "c") d: step(name: "d") }',
    );
    expect(compiled).toEqual(reference);
    expect(compiled.data).toBeNull();
    expect(steps).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
  });
});
