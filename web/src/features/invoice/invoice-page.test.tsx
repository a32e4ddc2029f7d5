import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus, VoucherKind } from '@/generated/graphql';
import { mockQuery, mockSession } from '@/test/fixtures';
import { formatDate } from '@/lib/format';
import { i18n, startLanguage } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { INVOICE_PRINT_CSS } from './invoice-print';
import { InvoiceLookupQuery, InvoicePage, InvoiceQuery, NO_ORDER_FOUND } from './invoice-page';

const ID = 'order-1';
const CODE = 'ORD-20261128-7K3QX';
const EMAIL = 'tamu@example.test';
const ROUTE = '/invoice/:id';

const SELLER = {
  __typename: 'Seller' as const,
  name: 'Lemari',
  address: 'Jl. Malioboro No. 52\nKota Yogyakarta, DI Yogyakarta 55271',
  phone: '(0274) 512345',
  email: 'halo@lemari.test',
  npwp: '01.234.567.8-541.000',
};

const WITHOUT_NPWP = { ...SELLER, npwp: '' };

function order(status: OrderStatus = 'paid', id = ID) {
  const paid = status !== 'pending' && status !== 'expired' && status !== 'cancelled';
  return {
    __typename: 'Order' as const,
    id,
    orderCode: CODE,
    status,
    // 23:30 in Jakarta on 28 November (16:30 UTC): the invoice is dated the 28th.
    orderDate: '2026-11-28T16:30:00.000Z',
    paidAt: paid ? '2026-11-28T16:45:00.000Z' : null,
    customerID: EMAIL,
    customerName: 'Sari Wulandari',
    customerPhone: '081234567890',
    subtotal: 400_000,
    discount: 0,
    voucherCode: null as string | null,
    voucherKind: null as VoucherKind | null,
    shippingCost: 18_000,
    total: 418_000,
    // The server's figure (includedTaxOfOrder): 400.000 × 11 / 111 = 39.639,6…
    tax: 39_640,
    orderDetails: [
      {
        __typename: 'OrderDetail' as const,
        id: 'line-1',
        productID: 'product-1',
        productName: 'Kemeja Linen',
        productImage: 'http://127.0.0.1/uploads/navy.png',
        color: 'Navy',
        size: 'M',
        sku: 'KEMEJA-LINEN-NAVY-M',
        quantity: 2,
        sellPrice: 150_000,
        subtotal: 300_000,
      },
      {
        __typename: 'OrderDetail' as const,
        id: 'line-2',
        productID: 'product-2',
        productName: 'Kaos Polos',
        productImage: '',
        color: '',
        size: '',
        sku: '',
        quantity: 1,
        sellPrice: 100_000,
        subtotal: 100_000,
      },
    ],
    payment: {
      __typename: 'OrderPayment' as const,
      paymentMethod: paid ? 'qris' : '',
      status: paid ? ('paid' as const) : ('pending' as const),
      paymentDate: paid ? '2026-11-28T16:45:00.000Z' : null,
    },
    shipment: {
      __typename: 'OrderShipment' as const,
      courier: 'jne',
      service: 'REG',
      description: 'Layanan Reguler',
      address: {
        __typename: 'ShipmentAddress' as const,
        name: 'Sari Wulandari',
        phone: '081234567890',
        address: 'Jl. Kebon Sirih 12',
        subdistrictName: 'Menteng',
        city: 'Kota Jakarta Pusat',
        province: 'DKI Jakarta',
        postalCode: '10110',
        note: 'Titip di pos satpam',
      },
    },
  };
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** What the invoice's labelled lines read in each language. */
const WORDS = {
  en: {
    phone: 'Phone (0274) 512345',
    courier: 'Courier: JNE REG (Layanan Reguler)',
    shipping: 'Shipping (JNE REG)Rp 18.000',
    tax: 'Prices include 11% VAT (PPN): Rp 39.640',
    courierNote: 'Courier note: Titip di pos satpam',
  },
  id: {
    phone: 'Telp. (0274) 512345',
    courier: 'Kurir: JNE REG (Layanan Reguler)',
    shipping: 'Ongkos kirim (JNE REG)Rp 18.000',
    tax: 'Harga sudah termasuk PPN 11%: Rp 39.640',
    courierNote: 'Catatan Kurir: Titip di pos satpam',
  },
};

/** The invoice's seller, buyer, lines and totals, as every reader sees them (in English, or `words`'). */
async function expectInvoice(words = WORDS.en) {
  const invoice = await screen.findByTestId('invoice');
  expect(within(invoice).getByRole('heading', { level: 1, name: 'INVOICE' })).toBeInTheDocument();
  expect(screen.getByTestId('invoice-number')).toHaveTextContent(`INV/20261128/${CODE}`);
  const seller = screen.getByTestId('invoice-seller');
  expect(seller).toHaveTextContent('Lemari');
  expect(seller).toHaveTextContent('Jl. Malioboro No. 52');
  expect(seller).toHaveTextContent(words.phone);
  expect(seller).toHaveTextContent('E-mail halo@lemari.test');
  expect(screen.getByTestId('invoice-npwp')).toHaveTextContent('NPWP 01.234.567.8-541.000');
  const buyer = screen.getByTestId('invoice-buyer');
  expect(buyer).toHaveTextContent('Sari Wulandari');
  expect(buyer).toHaveTextContent(EMAIL);
  expect(screen.getByTestId('invoice-ship-to')).toHaveTextContent(
    'Jl. Kebon Sirih 12, Menteng, Kota Jakarta Pusat, DKI Jakarta 10110',
  );
  expect(screen.getByTestId('invoice-ship-to')).toHaveTextContent(words.courier);
  // The shopper's courier note travels on the printed invoice (issue 32).
  expect(screen.getByTestId('invoice-courier-note')).toHaveTextContent(words.courierNote);

  const lines = screen.getAllByTestId('invoice-line');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toHaveTextContent('Kemeja Linen');
  expect(lines[0]).toHaveTextContent('Navy / M · SKU KEMEJA-LINEN-NAVY-M');
  expect(lines[0]).toHaveTextContent('Rp 150.000');
  expect(lines[0]).toHaveTextContent('Rp 300.000');
  expect(lines[1]).toHaveTextContent('Kaos Polos');

  expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('SubtotalRp 400.000');
  expect(screen.getByTestId('invoice-shipping')).toHaveTextContent(words.shipping);
  expect(screen.getByTestId('invoice-total')).toHaveTextContent('TotalRp 418.000');
  expect(screen.queryByTestId('invoice-discount')).not.toBeInTheDocument();
  // 400.000 × 11 / 111 = 39.639,6…: the tax the goods' prices include.
  expect(screen.getByTestId('invoice-tax')).toHaveTextContent(words.tax);
}

describe('InvoicePage', () => {
  it("shows a member's order: seller, buyer, lines, totals and the PPN, and prints on request", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithApp(<InvoicePage />, {
      route: ROUTE,
      at: `/invoice/${ID}`,
      mocks: [mockSession('member'), mockQuery(InvoiceQuery, { id: ID }, { order: order(), seller: SELLER })],
    });
    await expectInvoice();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('PAID');
    expect(screen.getByRole('link', { name: '← Back to the order' })).toHaveAttribute(
      'href',
      `/order-detail/${ID}`,
    );
    expect(document.title).toBe(`Invoice ${CODE} · Lemari`);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    // The A4 stylesheet is on the page, leaving the site's header, navigation, footer and buttons out.
    const style = document.querySelector('style[data-invoice-print]');
    expect(style?.textContent).toBe(INVOICE_PRINT_CSS);
    expect(INVOICE_PRINT_CSS).toContain('size: A4');
    expect(INVOICE_PRINT_CSS).toMatch(
      /header, footer, nav, main ~ \*, \[data-print-hidden\] \{ display: none/,
    );
    expect(
      screen.getByRole('button', { name: 'Print / Save as PDF' }).closest('[data-print-hidden]'),
    ).not.toBeNull();
  });

  it("shows a voucher's discount between the subtotal and shipping, and the PPN of the goods after it", async () => {
    // (400.000 − 40.000) × 11 / 111 = 35.675,6…: the server's tax after the voucher.
    const discounted = {
      ...order(),
      discount: 40_000,
      voucherCode: 'LEMARI10',
      voucherKind: 'percent' as const,
      total: 378_000,
      tax: 35_676,
    };
    renderWithApp(<InvoicePage />, {
      route: ROUTE,
      at: `/invoice/${ID}`,
      mocks: [
        mockSession('member'),
        mockQuery(InvoiceQuery, { id: ID }, { order: discounted, seller: SELLER }),
      ],
    });
    expect(await screen.findByTestId('invoice-discount')).toHaveTextContent('Discount (LEMARI10)-Rp 40.000');
    const rows = screen.getAllByTestId(/^invoice-(subtotal|discount|shipping|total)$/);
    expect(rows.map((row) => row.dataset.testid)).toEqual([
      'invoice-subtotal',
      'invoice-discount',
      'invoice-shipping',
      'invoice-total',
    ]);
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('TotalRp 378.000');
    expect(screen.getByTestId('invoice-tax')).toHaveTextContent('Prices include 11% VAT (PPN): Rp 35.676');
  });

  it('names a free-shipping voucher as such, and prints the tax the server worked out', async () => {
    const freeShipping = {
      ...order(),
      discount: 18_000,
      voucherCode: 'ONGKIR0',
      voucherKind: 'free_shipping' as const,
      total: 400_000,
    };
    renderWithApp(<InvoicePage />, {
      route: ROUTE,
      at: `/invoice/${ID}`,
      mocks: [
        mockSession('member'),
        mockQuery(InvoiceQuery, { id: ID }, { order: freeShipping, seller: SELLER }),
      ],
    });
    expect(await screen.findByTestId('invoice-discount')).toHaveTextContent(
      'Free shipping (ONGKIR0)-Rp 18.000',
    );
    // The goods' price is whole, and so is the tax in it.
    expect(screen.getByTestId('invoice-tax')).toHaveTextContent('Prices include 11% VAT (PPN): Rp 39.640');
  });

  it('leads staff back to the order in the back office, and says so when there is no such order', async () => {
    renderWithApp(<InvoicePage />, {
      route: ROUTE,
      at: `/invoice/${ID}`,
      mocks: [
        mockSession('admin'),
        mockQuery(InvoiceQuery, { id: ID }, { order: order('pending'), seller: WITHOUT_NPWP }),
      ],
    });
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('UNPAID');
    expect(screen.queryByTestId('invoice-npwp')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the order' })).toHaveAttribute(
      'href',
      `/admin/order/${ID}`,
    );
  });

  it("shows 'Invoice not found' for another member's order", async () => {
    renderWithApp(<InvoicePage />, {
      route: ROUTE,
      at: '/invoice/order-2',
      mocks: [
        mockSession('member'),
        mockQuery(InvoiceQuery, { id: 'order-2' }, { order: null, seller: SELLER }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.queryByTestId('invoice')).not.toBeInTheDocument();
  });

  it("shows a guest's order by the code and e-mail the router's state carries, and keeps them for a reload", async () => {
    renderWithApp(<InvoicePage />, {
      route: ROUTE,
      at: { pathname: `/invoice/${ID}`, state: { lookup: { orderCode: CODE, email: EMAIL } } },
      mocks: [
        mockSession(null),
        mockQuery(
          InvoiceLookupQuery,
          { orderCode: CODE, email: EMAIL },
          { orderLookup: order(), seller: SELLER },
        ),
      ],
    });
    await expectInvoice();
    expect(screen.getByRole('link', { name: '← Order status' })).toHaveAttribute('href', '/order-status');
    expect(JSON.parse(window.sessionStorage.getItem(`lemari:invoice:${ID}`) ?? 'null')).toEqual({
      orderCode: CODE,
      email: EMAIL,
    });
  });

  it('asks a guest who comes cold for the code and e-mail, and shows the invoice only when they match', async () => {
    const user = userEvent.setup();
    renderWithApp(<InvoicePage />, {
      route: ROUTE,
      at: `/invoice/${ID}`,
      mocks: [
        mockSession(null),
        mockQuery(
          InvoiceLookupQuery,
          { orderCode: CODE, email: 'other@example.test' },
          { orderLookup: null, seller: SELLER },
        ),
        mockQuery(
          InvoiceLookupQuery,
          { orderCode: CODE, email: EMAIL },
          { orderLookup: order(), seller: SELLER },
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    expect(screen.queryByTestId('invoice')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order status' })).toHaveAttribute('href', '/order-status');

    await user.type(screen.getByLabelText(/^Order code/), CODE.toLowerCase());
    await user.type(screen.getByLabelText(/^Email/), 'other@example.test');
    await user.click(screen.getByRole('button', { name: 'Show my invoice' }));
    expect(await screen.findByText(i18n._(NO_ORDER_FOUND))).toBeInTheDocument();
    expect(screen.queryByTestId('invoice')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), ` ${EMAIL} `);
    await user.click(screen.getByRole('button', { name: 'Show my invoice' }));
    await expectInvoice();
  });
});

describe('InvoicePage in Bahasa Indonesia', () => {
  afterEach(() => i18n.activate('en'));

  it('reads as an Indonesian invoice: LUNAS, its labels, the PPN line and the date in Indonesian', async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    renderWithApp(<InvoicePage />, {
      route: ROUTE,
      at: `/invoice/${ID}`,
      mocks: [mockSession('member'), mockQuery(InvoiceQuery, { id: ID }, { order: order(), seller: SELLER })],
    });
    await expectInvoice(WORDS.id);
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('LUNAS');
    const invoice = screen.getByTestId('invoice');
    for (const label of ['Nomor', 'Tanggal', 'Kode pesanan', 'Dibayar', 'Metode', 'Pembeli', 'Dikirim ke']) {
      expect(within(invoice).getByText(label)).toBeInTheDocument();
    }
    expect(within(invoice).getByRole('columnheader', { name: 'Harga satuan' })).toBeInTheDocument();
    // The order's date as Indonesia writes it (Jakarta time): '28 November 2026 pukul 10.00'-like, not English.
    expect(invoice).toHaveTextContent(formatDate(order().orderDate, { time: true }));
    expect(formatDate(order().orderDate, { time: true })).toMatch(/pukul/u);
    expect(screen.getByRole('button', { name: 'Cetak / Simpan sebagai PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Kembali ke pesanan' })).toBeInTheDocument();
  });

  it('says BELUM DIBAYAR of an unpaid order', async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    renderWithApp(<InvoicePage />, {
      route: ROUTE,
      at: `/invoice/${ID}`,
      mocks: [
        mockSession('member'),
        mockQuery(InvoiceQuery, { id: ID }, { order: order('pending'), seller: SELLER }),
      ],
    });
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('BELUM DIBAYAR');
  });
});
