import { describe, expect, it } from 'vitest';
import {
  addVisitorLine,
  colorImage,
  canAddOne,
  canTakeOne,
  cartSubtotal,
  cartWeight,
  checkoutLines,
  clampQuantity,
  countItems,
  lineKey,
  mergeLine,
  NotEnoughStockError,
  quantityChoices,
  removeLine,
  sameChoice,
  setLineQuantity,
  withCurrentProduct,
  type CartLine,
  type ProductForCart,
} from './cart';

const LINE: CartLine = {
  id: 'line-1',
  productID: 'p-1',
  productName: 'Gamis',
  productImage: '/uploads/gamis.webp',
  normalPrice: 180_000,
  sellPrice: 150_000,
  discount: 17,
  quantity: 2,
  weight: 400,
  color: 'Navy',
  size: 'M',
  stock: 3,
};

const PRODUCT: ProductForCart = {
  id: 'p-1',
  productName: 'Gamis',
  mainImage: '/uploads/gamis.webp',
  images: [],
  imageColors: [],
  normalPrice: 180_000,
  sellPrice: 150_000,
  discount: 17,
  weight: 400,
  // Navy M has 3 left, Navy L 5, Black M none; there is no Black L.
  variants: [
    { id: 'v-navy-m', sku: 'GAMIS-NAVY-M', color: 'Navy', size: 'M', stock: 3 },
    { id: 'v-navy-l', sku: 'GAMIS-NAVY-L', color: 'Navy', size: 'L', stock: 5 },
    { id: 'v-black-m', sku: 'GAMIS-BLACK-M', color: 'Black', size: 'M', stock: 0 },
  ],
};

/** The product with one variant's stock changed. */
function withStock(id: string, stock: number): ProductForCart {
  return {
    ...PRODUCT,
    variants: PRODUCT.variants.map((variant) => (variant.id === id ? { ...variant, stock } : variant)),
  };
}

describe("the chosen colour's picture", () => {
  const pictured = {
    ...PRODUCT,
    mainImage: '/uploads/gamis-grey.webp',
    images: ['/uploads/gamis-grey.webp', '/uploads/gamis-navy.webp'],
    imageColors: ['Grey', 'navy'],
  };

  it("shows the line's colour's picture in a visitor's cart, the main picture for a colour without one", () => {
    expect(colorImage(pictured, 'Navy')).toBe('/uploads/gamis-navy.webp');
    expect(colorImage(pictured, 'Black')).toBe('/uploads/gamis-grey.webp');
    expect(colorImage(pictured, '')).toBe('/uploads/gamis-grey.webp');
    const [line] = addVisitorLine([], pictured, { color: 'Navy', size: 'M', quantity: 1 });
    expect(line!.productImage).toBe('/uploads/gamis-navy.webp');
    const [kept] = withCurrentProduct({ ...line!, productImage: '/uploads/old.webp' }, pictured);
    expect(kept!.productImage).toBe('/uploads/gamis-navy.webp');
  });
});

describe('line sums', () => {
  it('adds up sellPrice × quantity (never the normal price) and the pieces', () => {
    const lines = [LINE, { ...LINE, id: 'line-2', size: 'L', sellPrice: 99_000, quantity: 1 }];
    expect(cartSubtotal(lines)).toBe(399_000);
    expect(countItems(lines)).toBe(3);
    expect(cartSubtotal([])).toBe(0);
    expect(countItems([])).toBe(0);
  });

  it('weighs the parcel as Σ weight × quantity, 500 g a piece for a product without a weight', () => {
    expect(cartWeight([LINE])).toBe(800);
    expect(cartWeight([LINE, { ...LINE, size: 'L', weight: 0, quantity: 3 }])).toBe(800 + 1500);
    expect(cartWeight([{ weight: -1, quantity: 1 }])).toBe(500);
    expect(cartWeight([])).toBe(0);
  });

  it('gives checkout the choice and quantity of each line, nothing the server prices', () => {
    expect(checkoutLines([LINE])).toEqual([{ productID: 'p-1', color: 'Navy', size: 'M', quantity: 2 }]);
  });
});

describe('quantity limits', () => {
  it('keeps a quantity between 1 and the stock; no stock known (or none left) is no upper limit', () => {
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(-4, 3)).toBe(1);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(9, 3)).toBe(3);
    expect(clampQuantity(9)).toBe(9);
    expect(clampQuantity(9, 0)).toBe(9);
  });

  it('says whether a stepper may add or take one piece', () => {
    expect(canAddOne({ quantity: 2, stock: 3 })).toBe(true);
    expect(canAddOne({ quantity: 3, stock: 3 })).toBe(false);
    expect(canAddOne({ quantity: 3 })).toBe(true);
    expect(canTakeOne({ quantity: 2 })).toBe(true);
    expect(canTakeOne({ quantity: 1 })).toBe(false);
  });

  it('offers 1 to the stock, at most the picker’s longest list, and 1 alone when nothing is left', () => {
    expect(quantityChoices(3, 20)).toEqual([1, 2, 3]);
    expect(quantityChoices(50, 20)).toHaveLength(20);
    expect(quantityChoices(0, 20)).toEqual([1]);
  });
});

describe('same choice', () => {
  it('is the same product, colour and size; the key follows it', () => {
    expect(sameChoice(LINE, { productID: 'p-1', color: 'Navy', size: 'M' })).toBe(true);
    expect(sameChoice(LINE, { ...LINE, size: 'L' })).toBe(false);
    expect(sameChoice(LINE, { ...LINE, color: 'Black' })).toBe(false);
    expect(sameChoice(LINE, { ...LINE, productID: 'p-2' })).toBe(false);
    expect(lineKey(LINE)).toBe(lineKey({ productID: 'p-1', color: 'Navy', size: 'M' }));
    expect(lineKey(LINE)).not.toBe(lineKey({ ...LINE, size: 'L' }));
  });
});

describe('mergeLine', () => {
  it('adds the same choice up on its line, never beyond the stock; another choice is a new last line', () => {
    const once = mergeLine([], LINE);
    expect(once).toEqual([LINE]);
    expect(mergeLine(once, LINE)).toEqual([{ ...LINE, quantity: 3 }]);
    const other = { ...LINE, id: 'line-2', size: 'L', quantity: 1 };
    expect(mergeLine(once, other)).toEqual([LINE, other]);
    expect(mergeLine([], { ...LINE, quantity: 5 })).toEqual([{ ...LINE, quantity: 3 }]);
  });

  it('leaves the lines it was given as they were', () => {
    const lines = [LINE];
    mergeLine(lines, LINE);
    expect(lines).toEqual([LINE]);
  });
});

describe('addVisitorLine', () => {
  it('adds a new line with the product and its variant as they are, then adds up the same colour and size on it', () => {
    const [line] = addVisitorLine([], PRODUCT, { color: 'Navy', size: 'M', quantity: 1 });
    expect(line).toMatchObject({
      productID: 'p-1',
      productImage: '/uploads/gamis.webp',
      sellPrice: 150_000,
      quantity: 1,
      stock: 3,
      variantId: 'v-navy-m',
      sku: 'GAMIS-NAVY-M',
    });
    const again = addVisitorLine([line!], PRODUCT, { color: 'Navy', size: 'M', quantity: 2 });
    expect(again).toEqual([{ ...line, quantity: 3 }]);
    const other = addVisitorLine([line!], PRODUCT, { color: 'Navy', size: 'L', quantity: 1 });
    expect(other).toHaveLength(2);
    expect(other[1]).toMatchObject({ stock: 5, variantId: 'v-navy-l' });
  });

  it("refuses more than the variant's stock with the words the shopper sees, and changes nothing", () => {
    const lines = addVisitorLine([], PRODUCT, { color: 'Navy', size: 'M', quantity: 3 });
    expect(() => addVisitorLine(lines, PRODUCT, { color: 'Navy', size: 'M', quantity: 1 })).toThrow(
      new NotEnoughStockError(3),
    );
    // The product has 8 pieces, but none of them is a black M; and it is not sold in black L at all.
    expect(() => addVisitorLine(lines, PRODUCT, { color: 'Black', size: 'M', quantity: 1 })).toThrow(
      new NotEnoughStockError(0),
    );
    expect(() => addVisitorLine(lines, PRODUCT, { color: 'Black', size: 'L', quantity: 1 })).toThrow(
      new NotEnoughStockError(0),
    );
    expect(new NotEnoughStockError(3).message).toBe('Only 3 left in stock.');
    expect(new NotEnoughStockError(0).message).toBe('This product is out of stock.');
    expect(lines).toHaveLength(1);
  });
});

describe('setLineQuantity and removeLine', () => {
  const lines = [LINE, { ...LINE, id: 'line-2', size: 'L', quantity: 1 }];

  it('sets one line’s quantity, within 1 and that line’s stock', () => {
    expect(setLineQuantity(lines, 'line-2', 2).map((line) => line.quantity)).toEqual([2, 2]);
    expect(setLineQuantity(lines, 'line-1', 10)[0]?.quantity).toBe(3);
    expect(setLineQuantity(lines, 'line-1', 0)[0]?.quantity).toBe(1);
    expect(setLineQuantity(lines, 'nope', 2)).toEqual(lines);
  });

  it('removes one line by its id', () => {
    expect(removeLine(lines, 'line-1')).toEqual([lines[1]]);
    expect(removeLine(lines, 'nope')).toEqual(lines);
  });
});

describe('withCurrentProduct', () => {
  it('takes the product’s name, prices and weight and its variant’s stock, cutting the quantity to it', () => {
    const now = { ...withStock('v-navy-m', 1), productName: 'Gamis Baru', sellPrice: 160_000, weight: 450 };
    expect(withCurrentProduct({ ...LINE, quantity: 3 }, now)).toEqual([
      {
        ...LINE,
        productName: 'Gamis Baru',
        sellPrice: 160_000,
        weight: 450,
        stock: 1,
        quantity: 1,
        variantId: 'v-navy-m',
        sku: 'GAMIS-NAVY-M',
      },
    ]);
    // The other variants' stock is not this line's.
    expect(withCurrentProduct({ ...LINE, size: 'L' }, PRODUCT)[0]).toMatchObject({ stock: 5, quantity: 2 });
  });

  it('keeps the stored image when the product has none, and the quantity when none is in stock', () => {
    const [line] = withCurrentProduct(LINE, { ...withStock('v-navy-m', 0), mainImage: '' });
    expect(line).toMatchObject({ productImage: '/uploads/gamis.webp', quantity: 2, stock: 0 });
  });

  it('counts a colour and size no longer sold as none in stock', () => {
    const [line] = withCurrentProduct({ ...LINE, color: 'Black', size: 'L' }, PRODUCT);
    expect(line).toMatchObject({ stock: 0, quantity: 2 });
    expect(line).not.toHaveProperty('variantId');
  });

  it('drops the line of a product no longer on sale', () => {
    expect(withCurrentProduct(LINE, null)).toEqual([]);
  });
});
