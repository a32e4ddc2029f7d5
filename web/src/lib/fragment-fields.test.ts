import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ProductForm_ProductFragmentDoc } from '@/generated/graphql';
import { fragmentFields } from './fragment-fields';

describe('fragmentFields', () => {
  it("lists a generated fragment's fields in order, without the __typename Apollo adds", () => {
    expect(fragmentFields(ProductForm_ProductFragmentDoc)).toEqual([
      'productName',
      'description',
      'buyPrice',
      'normalPrice',
      'sellPrice',
      'weight',
      'material',
      'colors',
      'sizes',
      'images',
      'imageColors',
      'variants',
      'categoryIds',
      'status',
    ]);
  });

  it('names an aliased field by its alias, a nested selection by its field, and leaves spreads out', () => {
    const document = parse(`
      fragment F on User { shown: name roles { idRole } ...G }
      fragment G on User { email }
    `);
    expect(fragmentFields(document)).toEqual(['shown', 'roles']);
  });

  it('refuses a document that is not a fragment', () => {
    expect(() => fragmentFields(parse('query Q { me { id } }'))).toThrow('not a fragment');
  });
});
