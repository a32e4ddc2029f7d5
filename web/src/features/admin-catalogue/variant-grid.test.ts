import { describe, expect, it } from 'vitest';
import {
  byPlace,
  cellNamedBy,
  chosenOf,
  gridCells,
  gridErrors,
  renamedSkus,
  SKU_RULE,
  SKU_TWICE,
  totalStock,
  type VariantCell,
  variantsInput,
} from './variant-grid';

const cell = (color: string, size: string, more: Partial<VariantCell> = {}): VariantCell => ({
  id: '',
  color,
  size,
  sku: '',
  stock: '0',
  active: true,
  ...more,
});

describe('the variant grid', () => {
  it('is one unnamed cell for a product without colours and sizes, and colours × sizes row by row', () => {
    expect(gridCells([], [], new Map(), 'Tas Anyam')).toEqual([
      { id: '', color: '', size: '', sku: 'TAS-ANYAM', stock: '0', active: true },
    ]);
    const cells = gridCells(['Navy', 'Black'], ['M', 'L'], new Map(), 'Kemeja Linen');
    expect(cells.map((c) => `${c.color} ${c.size} ${c.sku}`)).toEqual([
      'Navy M KEMEJA-LINEN-NAVY-M',
      'Navy L KEMEJA-LINEN-NAVY-L',
      'Black M KEMEJA-LINEN-BLACK-M',
      'Black L KEMEJA-LINEN-BLACK-L',
    ]);
    expect(gridCells(['Navy'], [], new Map(), '').map((c) => c.sku)).toEqual(['SKU-NAVY']);
  });

  it('keeps what a known cell holds, whatever the case of its names, named as the lists name them now', () => {
    const known = byPlace([cell('navy', 'm', { id: 'v-1', sku: 'OWN-1', stock: '4', active: false })]);
    expect(gridCells(['Navy'], ['M'], known, 'Kemeja')).toEqual([
      { id: 'v-1', color: 'Navy', size: 'M', sku: 'OWN-1', stock: '4', active: false },
    ]);
  });

  it("takes a product's rows and columns from its variants on sale, or from all when none is", () => {
    const variants = [
      { id: '1', color: 'Navy', size: 'M', sku: 'A', stock: 1, active: true },
      { id: '2', color: 'Grey', size: 'L', sku: 'B', stock: 0, active: false },
      { id: '3', color: 'Navy', size: 'S', sku: 'C', stock: 2, active: true },
    ];
    expect(chosenOf(variants)).toEqual({ colors: ['Navy'], sizes: ['M', 'S'] });
    expect(chosenOf(variants.map((v) => ({ ...v, active: false })))).toEqual({
      colors: ['Navy', 'Grey'],
      sizes: ['M', 'L', 'S'],
    });
    expect(chosenOf([{ id: '1', color: '', size: '', sku: 'X', stock: 1, active: true }])).toEqual({
      colors: [],
      sizes: [],
    });
  });

  it('adds up the stock of the cells on sale, those typed as whole numbers', () => {
    const cells = [
      cell('Navy', 'M', { stock: '5' }),
      cell('Navy', 'L', { stock: '7', active: false }),
      cell('Black', 'M', { stock: '1.5' }),
      cell('Black', 'L', { stock: undefined as unknown as string }),
      cell('Grey', 'M', { stock: ' 3 ' }),
    ];
    expect(totalStock(cells)).toBe(8);
  });

  it("moves only new cells' suggested (or empty) SKUs to a new name", () => {
    const cells = [
      cell('Navy', 'M', { sku: 'KEMEJA-NAVY-M' }),
      cell('Navy', 'L', { sku: 'MY-OWN' }),
      cell('Black', 'M', { sku: '' }),
      cell('Black', 'L', { id: 'v-1', sku: 'KEMEJA-BLACK-L' }),
    ];
    expect(renamedSkus(cells, 'Kemeja', 'Kemeja Linen')).toEqual([
      'KEMEJA-LINEN-NAVY-M',
      null,
      'KEMEJA-LINEN-BLACK-M',
      null,
    ]);
  });

  it('finds SKUs that break the rule or that two cells share (any case), empty ones as suggested', () => {
    const cells = [
      cell('Navy', 'M', { sku: 'kemeja-navy-m' }),
      cell('Navy', 'L', { sku: '-bad' }),
      cell('Black', 'M', { sku: '' }),
      cell('Black', 'L', { sku: 'KEMEJA-NAVY-M' }),
    ];
    expect(gridErrors('Kemeja', cells)).toEqual([
      { sku: SKU_TWICE },
      { sku: SKU_RULE },
      undefined,
      { sku: SKU_TWICE },
    ]);
  });

  it("sends every cell with its stock as a number, and a SKU unless it is a new cell's suggested one", () => {
    expect(
      variantsInput('Kemeja', [
        cell('Navy', 'M', { stock: '4', sku: ' OWN ' }),
        cell('Navy', 'L', { active: false, sku: 'KEMEJA-NAVY-L' }),
        cell('Black', 'M', { sku: '' }),
        cell('Black', 'L', { id: 'v-1', sku: 'KEMEJA-BLACK-L', stock: '2' }),
      ]),
    ).toEqual([
      { color: 'Navy', size: 'M', sku: 'OWN', stock: 4, active: true },
      { color: 'Navy', size: 'L', stock: 0, active: false },
      { color: 'Black', size: 'M', stock: 0, active: true },
      { color: 'Black', size: 'L', sku: 'KEMEJA-BLACK-L', stock: 2, active: true },
    ]);
  });

  it('finds the cell a server message names by its SKU, as a whole word', () => {
    const skus = ['KEMEJA-NAVY-M', 'KEMEJA-NAVY-MX'];
    expect(cellNamedBy('SKU KEMEJA-NAVY-MX is already used by Kemeja Lama.', skus)).toBe(1);
    expect(cellNamedBy('SKU kemeja-navy-m is already used.', skus)).toBe(0);
    expect(cellNamedBy('Unknown category', skus)).toBe(-1);
  });
});
