// The demo shop (SEED_DEMO=true): catalogue, pictures, widgets, affiliates and the member's orders, added once.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FREE_SHIPPING_SERVICES } from '@lemari/shop/rules';
import { DEMO_SEED_MARK, seedDemo } from '../src/seed/demo-seed.js';
import { sweepExpiredOrders } from '../src/domains/orders/lifecycle.js';
import { quote } from '../src/domains/shipping/provider.js';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';
import type { ProductFixture } from './helpers/shop.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.maybeOne<{ n: number }>(`SELECT count(*) AS n FROM (${sql}) AS q`, params))!.n;

const TABLES = [
  'categories',
  'products',
  'product_categories',
  'widgets',
  'affiliates',
  'addresses',
  'orders',
  'order_lines',
  'payments',
  'shipments',
  'seed_marks',
  'vouchers',
];
const tableCounts = async () =>
  Object.fromEntries(
    await Promise.all(TABLES.map(async (table) => [table, await count(`SELECT 1 FROM ${table}`)] as const)),
  );
const uploadedFiles = () =>
  readdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile(),
  ).length;
/** The path of an upload URL, to fetch it through app.inject. */
const pathOf = (url: string) => new URL(url).pathname;

describe('catalogue', () => {
  it('has at least 40 products in at least 6 categories, new-arrival among them', async () => {
    expect(await count('SELECT 1 FROM products WHERE deleted_at IS NULL')).toBeGreaterThanOrEqual(40);
    const categories = await t.db.query<{ slug: string; products: number }>(
      `SELECT c.slug, count(pc.product_id) AS products FROM categories c
       LEFT JOIN product_categories pc ON pc.category_id = c.id GROUP BY c.slug`,
    );
    expect(categories.filter((category) => category.products > 0).length).toBeGreaterThanOrEqual(6);
    expect(categories.find((category) => category.slug === 'new-arrival')?.products).toBeGreaterThanOrEqual(
      4,
    );
    // Every product is in a category other than new-arrival.
    expect(
      await count(
        `SELECT 1 FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_categories pc
           JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id AND c.slug <> 'new-arrival')`,
      ),
    ).toBe(0);
  });

  it('has realistic prices, stock, sizes, colours and 1 to 4 images per product', async () => {
    const products = await t.db.query<Omit<ProductFixture, 'id'> & { material: string; description: string }>(
      `SELECT product_name AS "productName", buy_price AS "buyPrice", normal_price AS "normalPrice",
         sell_price AS "sellPrice", discount, weight, stock, colors, sizes, images, status, material, description
       FROM products`,
    );
    for (const product of products) {
      expect(product.buyPrice, product.productName).toBeLessThan(product.sellPrice);
      expect(product.sellPrice, product.productName).toBeLessThanOrEqual(product.normalPrice);
      expect(product.sellPrice % 1000, product.productName).toBe(0);
      expect(product.discount, product.productName).toBe(
        Math.round(((product.normalPrice - product.sellPrice) / product.normalPrice) * 100),
      );
      expect(product.weight).toBeGreaterThanOrEqual(150);
      expect(product.weight).toBeLessThanOrEqual(900);
      expect(product.stock).toBeGreaterThanOrEqual(0);
      expect(product.stock).toBeLessThanOrEqual(80);
      expect(product.colors.length).toBeGreaterThan(0);
      expect(product.colors.every((colour) => ['Grey', 'Navy', 'Black'].includes(colour))).toBe(true);
      expect(product.sizes.length).toBeGreaterThan(0);
      expect(product.sizes.every((size) => ['S', 'M', 'L', 'XL', 'XXL'].includes(size))).toBe(true);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(4);
      expect(product.material).not.toBe('');
      expect(product.description.length).toBeGreaterThan(40);
    }
    const discounted = products.filter((product) => product.sellPrice < product.normalPrice).length;
    expect(discounted).toBeGreaterThanOrEqual(Math.floor(products.length / 4));
    expect(discounted).toBeLessThanOrEqual(Math.ceil(products.length / 2));
    expect(products.filter((product) => product.stock === 0).length).toBeGreaterThanOrEqual(2);
    // Stock is per size and colour, as a shop's is after a while: some combinations sold out, some nearly.
    const variants = await t.db.query<{ stock: number; productStock: number }>(
      `SELECT v.stock, p.stock AS "productStock" FROM product_variants v JOIN products p ON p.id = v.product_id
       WHERE v.active`,
    );
    const inStockProducts = variants.filter((variant) => variant.productStock > 0);
    expect(inStockProducts.filter((variant) => variant.stock === 0).length).toBeGreaterThanOrEqual(10);
    expect(
      inStockProducts.filter((variant) => variant.stock >= 1 && variant.stock <= 3).length,
    ).toBeGreaterThanOrEqual(10);
    const drafts = products.filter((product) => product.status === 'draft').length;
    expect(drafts).toBeGreaterThanOrEqual(1);
    expect(drafts).toBeLessThanOrEqual(3);
    expect(new Set(products.map((product) => product.productName)).size).toBe(products.length);
    // Each product's first picture is its own.
    expect(new Set(products.map((product) => product.images[0])).size).toBe(products.length);
  });

  it('shows no size chart among the pictures: after the main one, each is the swatch of a colour it comes in', async () => {
    const products = await t.db.query<{ images: string[]; imageColors: string[]; colors: string[] }>(
      `SELECT images, image_colors AS "imageColors", colors FROM products WHERE status = 'active'`,
    );
    for (const { images, imageColors, colors } of products) {
      expect(images.length).toBe(Math.min(4, 1 + colors.length));
      expect(imageColors[0]).toBe('');
      expect(imageColors.slice(1).every((colour) => colors.includes(colour))).toBe(true);
      expect(new Set(imageColors.slice(1)).size).toBe(images.length - 1);
    }
    // The pictures are a few (one per product, one swatch per colour), shared as they should be.
    const distinct = new Set(products.flatMap((product) => product.images.slice(1)));
    expect(distinct.size).toBeLessThanOrEqual(3);
  });

  it('gives every category but Batik and New Arrival a size guide, S to XXL, one value per column', async () => {
    const categories = await t.db.query<{
      slug: string;
      sizeGuide: { columns: string[]; rows: { size: string; values: number[] }[]; note: string } | null;
    }>('SELECT slug, size_guide AS "sizeGuide" FROM categories ORDER BY slug');
    const withGuide = categories.filter((category) => category.sizeGuide).map((category) => category.slug);
    expect(withGuide).toEqual(['celana', 'dress', 'kaos', 'kemeja', 'outerwear']);
    for (const { sizeGuide } of categories) {
      if (!sizeGuide) continue;
      expect(sizeGuide.rows.map((row) => row.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
      for (const row of sizeGuide.rows) expect(row.values).toHaveLength(sizeGuide.columns.length);
      expect(sizeGuide.note).not.toBe('');
    }
    const bottoms = categories.find((category) => category.slug === 'celana')!.sizeGuide!;
    expect(bottoms.columns[0]).toBe('Lingkar pinggang');
  });

  it('stores the pictures as uploads that the API serves as WebP', async () => {
    const product = await t.db.maybeOne<{ images: string[] }>(
      "SELECT images FROM products WHERE status = 'active' ORDER BY created_at DESC LIMIT 1",
    );
    expect(product!.images[0]).toMatch(/^http:\/\/api\.test\/uploads\/.+-medium\.webp$/);
    for (const url of product!.images) {
      const answer = await t.app.inject({ method: 'GET', url: pathOf(url) });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });
});

describe('storefront content', () => {
  it('has one active widget in each of highlight, banner and hero-image', async () => {
    const widgets = await t.db.query<{
      group: string;
      type: string;
      name: string;
      content: string;
      link: string;
      image: string;
    }>(
      `SELECT g.slug AS "group", w.type, w.name, w.content, w.link, w.image FROM widgets w
       JOIN widget_groups g ON g.id = w.group_id WHERE w.status ORDER BY g.slug`,
    );
    expect(widgets.map((widget) => widget.group)).toEqual(['banner', 'hero-image', 'highlight']);
    const [banner, hero, highlight] = widgets;
    expect(highlight).toMatchObject({
      content: 'Gratis ongkir untuk belanja mulai {freeShippingThreshold}',
      link: '/shop',
    });
    // The promise is the setting's: on, from Rp 300.000, and the storefront writes the amount in.
    expect((await t.call('GET', '/public/v1/setting/free-shipping')).body.data).toEqual({
      enabled: true,
      threshold: 300_000,
      // Each courier's regular service (issue 32).
      services: [...DEFAULT_FREE_SHIPPING_SERVICES],
    });
    expect((await t.call('GET', '/public/v1/widget/highlight')).body.data).toEqual({
      content: 'Gratis ongkir untuk belanja mulai Rp\u00a0300.000',
      link: '/shop',
    });
    expect(banner!.name).not.toBe('');
    expect(banner!.content).not.toBe('');
    expect(hero).toMatchObject({ type: 'IMAGE' });
    expect(hero!.name).not.toBe('');
    for (const widget of [banner!, hero!]) {
      const answer = await t.app.inject({ method: 'GET', url: pathOf(widget.image) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
    }
  });

  it('has 6 active affiliates with an avatar and an https link', async () => {
    const affiliates = await t.db.query<{
      socialMedia: string;
      username: string;
      link: string;
      image: string;
      status: boolean;
    }>('SELECT social_media AS "socialMedia", username, link, image, status FROM affiliates');
    expect(affiliates).toHaveLength(6);
    expect(new Set(affiliates.map((affiliate) => affiliate.socialMedia))).toEqual(
      new Set(['Instagram', 'Facebook', 'TikTok']),
    );
    for (const affiliate of affiliates) {
      expect(affiliate.status).toBe(true);
      expect(affiliate.link).toMatch(/^https:\/\/www\.(instagram|facebook|tiktok)\.com\//);
      expect(affiliate.link).toContain(affiliate.username);
      expect(affiliate.image).toMatch(/\/uploads\/.+\.webp$/);
    }
  });
});

describe("the member's orders", () => {
  const memberOrders = () =>
    t.db.query<{
      id: string;
      code: string;
      status: string;
      subtotal: number;
      shipping: number;
      total: number;
      profit: number;
      createdAt: Date;
      expiresAt: Date;
      paidAt: Date | null;
      lineSubtotal: number;
      lineProfit: number;
      lines: number;
      lineWeight: number;
      paymentStatus: string;
      paymentAmount: number;
      paymentPaidAt: Date | null;
      redirectUrl: string;
      token: string;
      shipmentStatus: string;
      shipmentCost: number;
      shipmentWeight: number;
      resi: string;
      address: Record<string, string>;
    }>(
      `SELECT o.id, o.order_code AS code, o.status, o.subtotal, o.shipping_cost AS shipping, o.total, o.profit,
         o.created_at AS "createdAt", o.expires_at AS "expiresAt", o.paid_at AS "paidAt",
         l.subtotal AS "lineSubtotal", l.profit AS "lineProfit", l.lines, l.weight AS "lineWeight",
         p.status AS "paymentStatus", p.total_amount AS "paymentAmount", p.paid_at AS "paymentPaidAt",
         p.redirect_url AS "redirectUrl", p.token, s.status AS "shipmentStatus", s.cost AS "shipmentCost",
         s.weight AS "shipmentWeight", s.resi_number AS resi, s.address
       FROM orders o
       JOIN users u ON u.id = o.user_id AND u.email = $1
       JOIN LATERAL (SELECT sum(sell_price * quantity) AS subtotal, sum((sell_price - buy_price) * quantity) AS profit,
         count(*) AS lines, sum(weight * quantity) AS weight FROM order_lines WHERE order_id = o.id) l ON true
       JOIN payments p ON p.order_id = o.id
       JOIN shipments s ON s.order_id = o.id`,
      [ACCOUNTS.member.email],
    );

  it('covers every status, a few each, over the last 60 days', async () => {
    const orders = await memberOrders();
    const statuses = ['pending', 'paid', 'processing', 'completed', 'cancelled', 'expired'];
    for (const status of statuses) {
      expect(orders.filter((order) => order.status === status).length, status).toBeGreaterThanOrEqual(2);
    }
    const now = Date.now();
    for (const order of orders) {
      expect(now - order.createdAt.getTime()).toBeLessThanOrEqual(61 * 24 * 3600 * 1000);
      expect(order.expiresAt.getTime() - order.createdAt.getTime()).toBe(
        t.config.orders.paymentExpiryMinutes * 60 * 1000,
      );
      expect(order.code).toMatch(/^ORD-\d{8}-[0-9A-HJKMNP-TV-Z]{5}$/);
    }
    expect(new Set(orders.map((order) => order.code)).size).toBe(orders.length);
    // Pending orders are still inside their payment window, so the expiry sweep leaves them be.
    const pending = orders.filter((order) => order.status === 'pending');
    for (const order of pending) expect(order.expiresAt.getTime()).toBeGreaterThan(now);
    expect(await sweepExpiredOrders(t.app)).toBe(0);
    expect(await count("SELECT 1 FROM orders WHERE status = 'pending'")).toBe(pending.length);
  });

  it('keeps totals, profit, payment and shipment consistent with the lines', async () => {
    for (const order of await memberOrders()) {
      expect(order.lines).toBeGreaterThanOrEqual(1);
      expect(order.lines).toBeLessThanOrEqual(4);
      expect(order.subtotal).toBe(order.lineSubtotal);
      expect(order.total).toBe(order.subtotal + order.shipping);
      expect(order.profit).toBe(order.lineProfit);
      // The shipping provider's JNE REG price for the parcel, as a checkout would have charged it.
      const rate = await quote(
        t.app.shipping,
        {
          origin: t.config.shipping.originCityId,
          destination: 152,
          weight: order.shipmentWeight,
          courier: 'jne',
        },
        'REG',
      );
      expect(order.shipping).toBe(rate!.value);
      expect(order.shipmentCost).toBe(order.shipping);
      expect(order.shipmentWeight).toBe(order.lineWeight);
      expect(order.paymentAmount).toBe(order.total);
      expect(order.redirectUrl).toBe(`http://api.test/payment-sandbox/${order.token}`);
      expect(order.address).toMatchObject({
        city: 'Kota Jakarta Pusat',
        province: 'DKI Jakarta',
        postalCode: '10340',
      });
      const paid = ['paid', 'processing', 'completed'].includes(order.status);
      expect(order.paymentStatus).toBe(paid ? 'paid' : order.status);
      expect(order.paidAt !== null, order.status).toBe(paid);
      expect(order.paymentPaidAt?.getTime()).toBe(order.paidAt?.getTime());
      const shipped = order.status === 'processing' || order.status === 'completed';
      expect(order.resi !== '', order.status).toBe(shipped);
      expect(order.shipmentStatus).toBe(
        { completed: 'delivered', processing: 'shipped', paid: 'pending', pending: 'pending' }[
          order.status
        ] ?? 'cancelled',
      );
    }
  });

  it('copies each line from its product, in a colour and size the product has', async () => {
    const mismatches = await count(
      `SELECT 1 FROM order_lines l JOIN products p ON p.id = l.product_id
       WHERE l.product_name <> p.product_name OR l.sell_price <> p.sell_price OR l.buy_price <> p.buy_price
         OR l.normal_price <> p.normal_price OR l.weight <> p.weight OR l.product_image <> p.images[1]
         OR NOT (l.color = ANY(p.colors)) OR NOT (l.size = ANY(p.sizes)) OR p.status <> 'active'`,
    );
    expect(mismatches).toBe(0);
  });

  it("tells each order's story on its timeline, from placed to where it is now, in order", async () => {
    const orders = await memberOrders();
    const events = await t.db.query<{
      orderId: string;
      from: string | null;
      to: string;
      actor: string;
      detail: string | null;
    }>(
      `SELECT order_id AS "orderId", from_status AS from, to_status AS to, actor_kind AS actor, detail
       FROM order_events ORDER BY order_id, created_at, id`,
    );
    for (const order of orders) {
      const story = events.filter((event) => event.orderId === order.id);
      expect(story[0], order.code).toMatchObject({ from: null, to: 'pending', actor: 'customer' });
      // Each step starts where the last one ended, and the last ends at the order's status.
      for (let i = 1; i < story.length; i += 1) expect(story[i]!.from, order.code).toBe(story[i - 1]!.to);
      expect(story.at(-1)!.to, order.code).toBe(order.status);
      if (order.paidAt) expect(story.map((event) => event.to)).toContain('paid');
      if (order.resi) {
        expect(story.find((event) => event.to === 'processing')).toMatchObject({
          actor: 'staff',
          detail: `resi ${order.resi}`,
        });
      }
    }
  });

  it('gives the member one default address in Jakarta Pusat', async () => {
    const addresses = await t.db.query<{ city: number; isDefault: boolean }>(
      `SELECT a.city_id AS city, a.is_default AS "isDefault" FROM addresses a JOIN users u ON u.id = a.user_id
       WHERE u.email = $1`,
      [ACCOUNTS.member.email],
    );
    expect(addresses).toEqual([{ city: 152, isDefault: true }]);
  });
});

describe('through the API', () => {
  it('lists the active products on the storefront, newest first, new arrivals under their category', async () => {
    const active = await count("SELECT 1 FROM products WHERE status = 'active' AND deleted_at IS NULL");
    const shop = await t.call('GET', '/public/v1/product', { query: { limit: 100 } });
    expect(shop.status).toBe(200);
    expect(shop.body.paging).toEqual({ count: active, page: 1 });
    expect(shop.body.data[0]).toMatchObject({ productName: 'Kemeja Linen Oversize', sellPrice: 149000 });
    expect(shop.body.data.every((product: any) => product.mainImage === product.images[0])).toBe(true);

    const arrivals = await t.call('GET', '/public/v1/product/category/new-arrival', {
      query: { limit: 100 },
    });
    expect(arrivals.status).toBe(200);
    expect(arrivals.body.paging.count).toBe(
      await count(
        `SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
         JOIN products p ON p.id = pc.product_id WHERE c.slug = 'new-arrival' AND p.status = 'active'`,
      ),
    );
    expect(arrivals.body.paging.count).toBeGreaterThanOrEqual(4);
  });

  it('answers the highlight, banner and hero widgets and the affiliates', async () => {
    const highlight = await t.call('GET', '/public/v1/widget/highlight');
    expect(highlight.status).toBe(200);
    expect(highlight.body.data).toMatchObject({
      content: 'Gratis ongkir untuk belanja mulai Rp\u00a0300.000',
      link: '/shop',
    });
    const banner = await t.call('GET', '/public/v1/widget/banner');
    expect(banner.status).toBe(200);
    expect(banner.body.data.image).toMatch(/\/uploads\/.+\.webp$/);
    const hero = await t.call('GET', '/public/v1/widget/hero-image');
    expect(hero.status).toBe(200);
    expect(hero.body.data).toMatchObject({ type: 'IMAGE' });
    const affiliates = await t.call('GET', '/public/v1/afilliate', { query: { limit: 10 } });
    expect(affiliates.status).toBe(200);
    expect(affiliates.body.paging.count).toBe(6);
  });

  it("shows the member's orders, and the dashboard counts them", async () => {
    const member = await t.tokenOf('member');
    const orders = await t.call('GET', '/v1/order', { token: member, query: { limit: 100 } });
    expect(orders.status).toBe(200);
    const total = await count('SELECT 1 FROM orders');
    expect(orders.body.paging.count).toBe(total);
    expect(new Set(orders.body.data.map((order: any) => order.status)).size).toBe(6);

    const earning = (await t.db.maybeOne<{ revenue: number; profit: number }>(
      `SELECT sum(total) AS revenue, sum(profit) AS profit FROM orders
       WHERE status IN ('paid', 'processing', 'completed')`,
    ))!;
    const counter = await t.call('GET', '/v1/dashboard/statistics/counter', {
      token: await t.tokenOf('admin'),
    });
    expect(counter.status).toBe(200);
    expect(counter.body.data).toEqual({
      totalTransactions: total,
      totalRevenue: earning.revenue,
      totalProfit: earning.profit,
      totalProducts: await count('SELECT 1 FROM products WHERE deleted_at IS NULL'),
      // The demo shop has refunded nothing.
      totalRefunds: 0,
    });
  });
});

describe('voucher', () => {
  it('has LEMARI10: 10 % off up to Rp 50.000 from a Rp 100.000 subtotal, which a shopper can use', async () => {
    const low = await t.call('POST', '/public/v1/voucher/quote', {
      body: { code: 'lemari10', subtotal: 99_000 },
    });
    expect(low.status).toBe(400);
    const quoted = await t.call('POST', '/public/v1/voucher/quote', {
      body: { code: 'lemari10', subtotal: 800_000 },
    });
    expect(quoted.body).toEqual({
      data: { code: 'LEMARI10', kind: 'percent', discount: 50_000, freeShipping: false },
    });
  });
});

describe('running again', () => {
  it('adds nothing: no rows, no pictures', async () => {
    const before = await tableCounts();
    const files = uploadedFiles();
    expect(await count('SELECT 1 FROM seed_marks WHERE key = $1', [DEMO_SEED_MARK])).toBe(1);
    await seedDemo(t.app);
    expect(await tableCounts()).toEqual(before);
    expect(uploadedFiles()).toBe(files);
  });
});
