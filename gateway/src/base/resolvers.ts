// Scalars and the base fields every schema has.
import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';

export const API_VERSION = '1.0.0';

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'A point in time, as an ISO-8601 string in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
      throw new TypeError('DateTime must be an ISO-8601 string');
    }
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) {
      throw new TypeError('DateTime must be an ISO-8601 string');
    }
    return ast.value;
  },
});

function wholeRupiah(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new TypeError('Rupiah must be a whole, non-negative number of rupiah');
  }
  return value;
}

const Rupiah = new GraphQLScalarType({
  name: 'Rupiah',
  description: 'A whole amount of Indonesian rupiah.',
  serialize: (value) => Number(value),
  parseValue: wholeRupiah,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new TypeError('Rupiah must be a whole number');
    return wholeRupiah(Number(ast.value));
  },
});

export const baseResolvers: Resolvers = {
  DateTime,
  Rupiah,
  Query: { apiVersion: () => API_VERSION },
  Mutation: { ping: () => true },
};
