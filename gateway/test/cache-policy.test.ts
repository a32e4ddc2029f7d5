// The cache policy of an operation, worked out from the schema's @cacheControl hints once per document
// (plugins/cache-policy.ts), checked against what Apollo's per-field rules give for the shop's own schema.
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { cacheControlHeader, operationCachePolicy } from '../src/plugins/cache-policy.js';
import { buildSchema } from '../src/schema.js';

const schema = buildSchema();

function policyOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  return operationCachePolicy(schema, document, operation, 0);
}

describe('operationCachePolicy', () => {
  it("takes a type's hint for its fields, and Paging inherits its parent's", () => {
    expect(policyOf('{ products { items { id productName sellPrice } paging { count page } } }')).toEqual({
      maxAge: 60,
      scope: 'PUBLIC',
    });
  });

  it('is the strictest of its root fields', () => {
    expect(policyOf('{ provinces { id province } }')).toEqual({ maxAge: 3600, scope: 'PUBLIC' });
    expect(policyOf('{ provinces { id } products { items { id } } }')).toEqual({
      maxAge: 60,
      scope: 'PUBLIC',
    });
  });

  it("lets inheritMaxAge types take their parent's age (courier → service → cost)", () => {
    expect(
      policyOf(
        '{ shippingCost(destination: "1", weight: 1000) { code costs { service cost { value etd } } } }',
      ),
    ).toEqual({ maxAge: 300, scope: 'PUBLIC' });
  });

  it('follows fragments and ignores __typename', () => {
    expect(
      policyOf(`query Shop { products { __typename items { ...Card } } }
        fragment Card on Product { id productName categories { id } }`),
    ).toEqual({ maxAge: 60, scope: 'PUBLIC' });
  });

  it('gives a root field without a hint, or an object without one, the default age of 0', () => {
    expect(policyOf('{ me { scope } }').maxAge).toBe(0);
    expect(policyOf('{ products { items { id } } me { scope } }').maxAge).toBe(0);
    expect(policyOf('mutation { signOut }').maxAge).toBe(0);
  });

  it("keeps a field's own PRIVATE scope", () => {
    expect(policyOf('{ orderByPaymentToken(token: "t") { id } }')).toEqual({ maxAge: 0, scope: 'PRIVATE' });
  });
});

describe('cacheControlHeader', () => {
  it('says max-age and scope for a cacheable answer, no-store otherwise', () => {
    expect(cacheControlHeader({ maxAge: 60, scope: 'PUBLIC' }, false)).toBe('max-age=60, public');
    expect(cacheControlHeader({ maxAge: 60 }, false)).toBe('max-age=60, public');
    expect(cacheControlHeader({ maxAge: 60, scope: 'PRIVATE' }, false)).toBe('max-age=60, private');
    expect(cacheControlHeader({ maxAge: 60, scope: 'PUBLIC' }, true)).toBe('no-store');
    expect(cacheControlHeader({ maxAge: 0 }, false)).toBe('no-store');
    expect(cacheControlHeader({}, false)).toBe('no-store');
  });
});
