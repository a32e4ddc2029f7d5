// The rules' own arithmetic and the values the specs give.
import { describe, expect, it } from 'vitest';
import {
  refundedPaymentStatus,
  isLanguage,
  LANGUAGES,
  preferredLanguage,
  DEFAULT_ITEM_WEIGHT_GRAMS,
  ERROR_CODES,
  errorCodeOfStatus,
  isEmailAddress,
  normalOrderCode,
  formatRupiah,
  includedTax,
  itemWeight,
  goodsDiscountOf,
  includedTaxOfOrder,
  invoiceNumber,
  NPWP_PATTERN,
  ORDER_STAGE_COLORS,
  ORDER_STAGES,
  ORDER_STATUS_COLORS,
  ORDER_STATUSES,
  orderStage,
  PRODUCT_COLORS,
  PRODUCT_SIZES,
  SELLER_PHONE_PATTERN,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  slugOf,
  TAX_RATE_PERCENT,
  UPLOAD_MAX_BYTES,
  VOUCHER_CODE_PATTERN,
  VOUCHER_KINDS,
  VOUCHER_MESSAGES,
  voucherCodeOf,
  voucherDiscount,
  voucherMinSpendMessage,
  orderFigures,
} from '../src/rules.js';

describe('the shop rules', () => {
  it("writes rupiah as the web, the e-mails and the messages show them: 'Rp', a no-break space, dot thousands", () => {
    expect(formatRupiah(447_000)).toBe('Rp\u00a0447.000');
    expect(formatRupiah(1_250_000)).toBe('Rp\u00a01.250.000');
    expect(formatRupiah(149_999.6)).toBe('Rp\u00a0150.000');
    expect(formatRupiah(16_500.5)).toBe('Rp\u00a016.501');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
    expect(formatRupiah(-150_000)).toBe('-Rp\u00a0150.000');
  });

  it('writes rupiah as the Indonesian locale does (Intl.NumberFormat id-ID, IDR), rounding half away from zero', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('id-ID', {
        style: 'currency',
        currency: 'IDR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const amounts = [0, 0.5, 1.5, 2.5, 999, 1000, 16_500.5, 99_999.99, 149_999.6, 1_250_000, 987_654_321.125];
    for (const amount of [...amounts, ...amounts.filter((a) => a >= 1).map((a) => -a)]) {
      expect(formatRupiah(amount)).toBe(intl(0).format(amount).replace(/\s/gu, '\u00a0'));
      // Never decimals (issue 32): no ',00' anywhere, whatever the amount.
      expect(formatRupiah(amount / 3)).not.toMatch(/,\d/u);
    }
  });

  it("computes an order's figures once: total = subtotal + shipping − discount, and the PPN it includes", () => {
    expect(orderFigures({ subtotal: 300_000 })).toEqual({
      subtotal: 300_000,
      shippingCost: undefined,
      discount: 0,
      tax: 29_730,
      total: 300_000,
    });
    expect(
      orderFigures({ subtotal: 300_000, shippingCost: 10_000, discount: 30_000, voucherKind: 'percent' }),
    ).toEqual({ subtotal: 300_000, shippingCost: 10_000, discount: 30_000, tax: 26_757, total: 280_000 });
    // A free-shipping voucher pays the shipping: the goods' tax stays as it is.
    expect(
      orderFigures({
        subtotal: 300_000,
        shippingCost: 10_000,
        discount: 10_000,
        voucherKind: 'free_shipping',
      }),
    ).toMatchObject({ tax: 29_730, total: 300_000 });
  });

  it('make a slug from a name: accents dropped, lower case, hyphens between words, at most 100 characters', () => {
    expect(slugOf('  Baju Anak & Bayi ')).toBe('baju-anak-bayi');
    expect(slugOf('Élégance 2026')).toBe('elegance-2026');
    expect(slugOf('Ṭenun Ikat')).toBe('tenun-ikat');
    expect(slugOf('!!!')).toBe('');
    const long = slugOf('kemeja '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long).toMatch(new RegExp(SLUG_PATTERN, 'u'));
  });

  it('colour every status as storefront.md §4 says: completed and paid green, pending and processing amber, cancelled and expired red', () => {
    expect(ORDER_STATUS_COLORS).toEqual({
      completed: 'green',
      paid: 'green',
      pending: 'orange',
      processing: 'orange',
      cancelled: 'red',
      expired: 'red',
    });
    expect(Object.keys(ORDER_STATUS_COLORS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it("tell an order's stage from its status and its parcel: processing is packing, shipped or delivered (issue 32)", () => {
    expect(ORDER_STATUSES.map((status) => orderStage(status, null))).toEqual([...ORDER_STATUSES]);
    expect(orderStage('processing', 'pending')).toBe('processing');
    expect(orderStage('processing', 'shipped')).toBe('shipped');
    expect(orderStage('processing', 'delivered')).toBe('delivered');
    // Only a processing order reads its parcel: a completed one is completed, however its shipment reads.
    expect(orderStage('completed', 'delivered')).toBe('completed');
    expect(orderStage('paid', 'pending')).toBe('paid');
    expect(orderStage('cancelled', 'cancelled')).toBe('cancelled');
    expect(Object.keys(ORDER_STAGE_COLORS).sort()).toEqual([...ORDER_STAGES].sort());
    expect(ORDER_STAGE_COLORS).toMatchObject({ shipped: 'orange', delivered: 'green', processing: 'orange' });
  });

  it('take the tax included in prices: subtotal × 11 / 111, rounded to whole rupiah', () => {
    expect(TAX_RATE_PERCENT).toBe(11);
    expect(includedTax(399_000)).toBe(39_541); // 39540.54…
    expect(includedTax(189_000)).toBe(Math.round((189_000 * 11) / 111));
    expect(includedTax(111)).toBe(11);
    expect(includedTax(0)).toBe(0);
  });

  it('count an item without a weight as 500 g', () => {
    expect(DEFAULT_ITEM_WEIGHT_GRAMS).toBe(500);
    expect(itemWeight(0)).toBe(500);
    expect(itemWeight(null)).toBe(500);
    expect(itemWeight(undefined)).toBe(500);
    expect(itemWeight(250)).toBe(250);
  });

  it("hold the spec's colours and sizes, in the order shown, and a 5 MB upload limit", () => {
    expect(PRODUCT_COLORS).toEqual(['Grey', 'Navy', 'Black']);
    expect(PRODUCT_SIZES).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(UPLOAD_MAX_BYTES).toBe(5_242_880);
  });

  it('name the error code of each REST status, BAD_USER_INPUT for other 4xx and UPSTREAM_UNAVAILABLE for 5xx', () => {
    const cases: [number, string][] = [
      [400, 'BAD_USER_INPUT'],
      [401, 'UNAUTHENTICATED'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [409, 'CONFLICT'],
      [413, 'PAYLOAD_TOO_LARGE'],
      [415, 'UNSUPPORTED_MEDIA_TYPE'],
      [422, 'BAD_USER_INPUT'],
      [429, 'RATE_LIMITED'],
      [500, 'UPSTREAM_UNAVAILABLE'],
      [503, 'UPSTREAM_UNAVAILABLE'],
    ];
    for (const [status, code] of cases) {
      expect(errorCodeOfStatus(status)).toBe(code);
      expect(ERROR_CODES).toContain(code);
    }
  });
});

describe('the invoice number', () => {
  it('is INV/{the day the order was placed in Jakarta}/{the order code}', () => {
    expect(invoiceNumber('ORD-20261121-7K3QX', '2026-11-21T03:00:00.000Z')).toBe(
      'INV/20261121/ORD-20261121-7K3QX',
    );
    // 18:30 UTC is 01:30 the next day in Jakarta.
    expect(invoiceNumber('ORD-20261122-AAAAA', new Date('2026-11-21T18:30:00.000Z'))).toBe(
      'INV/20261122/ORD-20261122-AAAAA',
    );
    expect(invoiceNumber('ORD-20261231-ZZZZZ', '2026-12-31T16:59:59.000Z')).toBe(
      'INV/20261231/ORD-20261231-ZZZZZ',
    );
  });
});

describe('the tax after a voucher', () => {
  it('is the tax included in what the goods cost after the discount, never below 0', () => {
    expect(includedTaxOfOrder({ subtotal: 222_000 })).toBe(includedTax(222_000));
    expect(includedTaxOfOrder({ subtotal: 222_000, discount: 111_000, voucherKind: 'percent' })).toBe(11_000);
    expect(includedTaxOfOrder({ subtotal: 222_000, discount: 111_000, voucherKind: 'fixed' })).toBe(11_000);
    expect(includedTaxOfOrder({ subtotal: 100_000, discount: 200_000, voucherKind: 'fixed' })).toBe(0);
    expect(goodsDiscountOf({ discount: 30_000, voucherKind: 'fixed' })).toBe(30_000);
    expect(goodsDiscountOf({ discount: 18_000, voucherKind: 'free_shipping' })).toBe(0);
    expect(goodsDiscountOf({})).toBe(0);
    // Free shipping pays the shipping: the goods' tax stays whole.
    expect(includedTaxOfOrder({ subtotal: 222_000, discount: 18_000, voucherKind: 'free_shipping' })).toBe(
      includedTax(222_000),
    );
  });
});

describe("the seller's phone and NPWP", () => {
  const phone = new RegExp(SELLER_PHONE_PATTERN, 'u');
  const npwp = new RegExp(NPWP_PATTERN, 'u');
  it('takes landlines with their area code, mobiles, and empty', () => {
    for (const ok of ['(0274) 512345', '0274-512345', '0812 2700 1234', '+62 812-2700-1234', '', '  ']) {
      expect(phone.test(ok), ok).toBe(true);
    }
    for (const bad of ['512', 'call us', '0274 512345 ext 3', '+62 812 2700 1234 5678 9']) {
      expect(phone.test(bad), bad).toBe(false);
    }
  });
  it('takes 15 or 16 digits as printed or bare, and empty', () => {
    for (const ok of ['01.234.567.8-541.000', '012345678541000', '3404 0112 3456 0001', '']) {
      expect(npwp.test(ok), ok).toBe(true);
    }
    for (const bad of ['01.234.567.8-541', '01.234.567.8-541.000.00', 'NPWP 012345678541000']) {
      expect(npwp.test(bad), bad).toBe(false);
    }
  });
});

describe('e-mail addresses and order codes', () => {
  it('take an address with a domain and no spaces, space around it ignored', () => {
    for (const good of ['sari@lemari.test', '  Budi.S+toko@mail.co.id '])
      expect(isEmailAddress(good)).toBe(true);
    for (const bad of ['', 'sari', 'sari@lemari', 'sari @lemari.test', '@lemari.test', 'sari@@lemari.test']) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });

  it('read an order code typed in any case with space around it, and nothing that is not one', () => {
    expect(normalOrderCode(' ord-20261128-7kq2m ')).toBe('ORD-20261128-7KQ2M');
    // Crockford's base32 has no I, L, O or U; the day has eight digits; five characters follow it.
    for (const bad of [
      'ORD-20261128-7KQ2I',
      'ORD-2026112-7KQ2M',
      'ORD-20261128-7KQ2',
      'INV-20261128-7KQ2M',
      '',
    ]) {
      expect(normalOrderCode(bad)).toBeNull();
    }
  });
});

describe('vouchers', () => {
  it('takes a percent of the goods, floored and capped, a fixed amount up to the goods, or the shipping', () => {
    expect(voucherDiscount({ kind: 'percent', value: 10 }, 199_999, 20_000)).toBe(19_999);
    expect(voucherDiscount({ kind: 'percent', value: 10, maxDiscount: 50_000 }, 800_000, 20_000)).toBe(
      50_000,
    );
    expect(voucherDiscount({ kind: 'percent', value: 10, maxDiscount: null }, 800_000, 20_000)).toBe(80_000);
    expect(voucherDiscount({ kind: 'percent', value: 100 }, 120_000, 20_000)).toBe(120_000);
    expect(voucherDiscount({ kind: 'fixed', value: 30_000 }, 120_000, 20_000)).toBe(30_000);
    expect(voucherDiscount({ kind: 'fixed', value: 300_000 }, 120_000, 20_000)).toBe(120_000);
    expect(voucherDiscount({ kind: 'free_shipping', value: 0 }, 120_000, 20_000)).toBe(20_000);
    expect(voucherDiscount({ kind: 'free_shipping', value: 0 }, 120_000, 0)).toBe(0);
  });

  it('takes codes of 3 to 32 letters, digits, dashes and underscores, kept in capitals', () => {
    const code = new RegExp(VOUCHER_CODE_PATTERN);
    for (const good of ['abc', 'LEMARI10', 'HARI-RAYA_2026', 'X'.repeat(32)])
      expect(code.test(good)).toBe(true);
    for (const bad of ['ab', 'X'.repeat(33), 'HALO DUNIA', 'DISKON%', '']) expect(code.test(bad)).toBe(false);
    expect(voucherCodeOf('  lemari10 ')).toBe('LEMARI10');
    expect([...VOUCHER_KINDS]).toEqual(['percent', 'fixed', 'free_shipping']);
  });

  it('words each refusal for a person, the minimum spend in rupiah', () => {
    expect(VOUCHER_MESSAGES).toEqual({
      notFound: 'Voucher code not found.',
      notYetValid: 'This voucher is not valid yet.',
      expired: 'This voucher has expired.',
      exhausted: 'This voucher has been fully used.',
      alreadyUsed: 'You have already used this voucher.',
    });
    expect(voucherMinSpendMessage(100_000)).toBe('This voucher needs a minimum spend of Rp\u00a0100.000.');
  });
});

describe('the language a browser prefers', () => {
  it('follows the q-values, then the order, of the languages the shop speaks', () => {
    expect(preferredLanguage('id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('id');
    expect(preferredLanguage('en-GB,en;q=0.9,id;q=0.8')).toBe('en');
    expect(preferredLanguage('fr-FR, en;q=0.5, id;q=0.6')).toBe('id');
    expect(preferredLanguage('ms, id')).toBe('id');
    // Old Android browsers still send Indonesian's withdrawn code.
    expect(preferredLanguage('in-ID')).toBe('id');
  });

  it('names no language for a header that names neither, or that is broken', () => {
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
    expect(preferredLanguage('fr-FR,de;q=0.8')).toBeUndefined();
    expect(preferredLanguage('id;q=0, en;q=abc')).toBeUndefined();
    expect(preferredLanguage('*')).toBeUndefined();
  });

  it('knows its codes', () => {
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('refundedPaymentStatus', () => {
  it('refunded order reads refunded in full, partially_refunded in part, paid when nothing went back', () => {
    expect(refundedPaymentStatus(259_000, 259_000)).toBe('refunded');
    expect(refundedPaymentStatus(259_000, 300_000)).toBe('refunded');
    expect(refundedPaymentStatus(259_000, 50_000)).toBe('partially_refunded');
    expect(refundedPaymentStatus(259_000, 0)).toBe('paid');
  });
});
