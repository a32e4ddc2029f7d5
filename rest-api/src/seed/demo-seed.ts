// The demo shop (SEED_DEMO): a catalogue with generated pictures, the storefront's widgets, affiliates, a voucher
// (LEMARI10), and the seeded member's address and orders in every status, so that a fresh install shows a working shop. It is added
// once per database (seed mark 'demo:v1'); later starts only check the mark.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { quote } from '../domains/shipping/provider.js';
import {
  BUY_PRICE_SHARE,
  DEMO_ADDRESS,
  DEMO_AFFILIATES,
  DEMO_CATEGORIES,
  DEMO_FREE_SHIPPING,
  DEMO_SELLER,
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  DEMO_VOUCHER,
  DEMO_WIDGETS,
  NEW_ARRIVAL,
  NEW_ARRIVAL_COUNT,
  type Colour,
  type DemoOrderStatus,
  type DemoProduct,
  type Garment,
} from './demo-data.js';
import { SEEDED_ACCOUNTS } from './seed.js';
import { newOrderCode } from '../domains/orders/checkout-placing.js';
import { suggestSku } from '@lemari/shop/rules';
import { updateFreeShipping, updateSeller } from '../domains/settings/repository.js';
import { insertVoucher } from '../domains/vouchers/repository.js';

export const DEMO_SEED_MARK = 'demo:v1';

const MEMBER_EMAIL = SEEDED_ACCOUNTS.find((account) => account.username === 'member')!.email;
const DAY_MS = 24 * 3600 * 1000;
/** How long before its customer confirmed it a completed demo order's parcel arrived. */
const DELIVERED_BEFORE_CONFIRMED_MS = 6 * 3600 * 1000;
/** Images rendered at once: sharp already spreads each over the cores, more would only queue. */
const IMAGE_CONCURRENCY = 4;
/** Used when the shipping provider gives no JNE REG rate: the estimator's Yogyakarta → Jakarta price per kg. */
const FALLBACK_REG_RATE_PER_KG = 11_000;
const PAYMENT_METHODS = ['bca_va', 'gopay', 'qris', 'credit_card', 'bri_va', 'shopeepay'];

const FABRIC: Record<Colour, { fill: string; edge: string }> = {
  Grey: { fill: '#8d9096', edge: '#5b5e64' },
  Navy: { fill: '#26355a', edge: '#131c33' },
  Black: { fill: '#262626', edge: '#050505' },
};

/** A small seeded generator, so that every fresh install shows the same demo shop. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

/** Silhouettes on a 640 × 800 canvas: the outline, then lighter details (collars, seams, pockets). */
const GARMENTS: Record<Garment, { outline: string; details: string }> = {
  tshirt: {
    outline:
      'M250 140 Q320 190 390 140 L470 170 L540 270 L480 310 L445 275 L445 610 L195 610 L195 275 L160 310 ' +
      'L100 270 L170 170 Z',
    details: '<path d="M250 140 Q320 205 390 140" fill="none" stroke-width="10"/>',
  },
  shirt: {
    outline:
      'M250 140 L290 130 L320 175 L350 130 L390 140 L470 175 L520 300 L545 560 L490 570 L455 320 L450 615 ' +
      'L190 615 L185 320 L150 570 L95 560 L120 300 L170 175 Z',
    details:
      '<path d="M290 130 L320 175 L298 195 L268 142 Z M350 130 L320 175 L342 195 L372 142 Z"/>' +
      '<path d="M320 175 L320 615" fill="none" stroke-width="4"/>' +
      [220, 290, 360, 430, 500, 570].map((y) => `<circle cx="332" cy="${y}" r="6"/>`).join(''),
  },
  jacket: {
    outline:
      'M240 135 L400 135 L480 170 L530 300 L555 570 L495 580 L460 330 L460 615 L180 615 L180 330 L145 580 ' +
      'L85 570 L110 300 L160 170 Z',
    details:
      '<path d="M250 112 L390 112 L400 150 L240 150 Z"/>' +
      '<path d="M320 150 L320 615" fill="none" stroke-width="6"/>' +
      '<path d="M205 460 L290 460 L290 540 L205 540 Z M350 460 L435 460 L435 540 L350 540 Z" fill="none" ' +
      'stroke-width="4"/>',
  },
  pants: {
    outline: 'M215 140 L425 140 L455 615 L355 615 L320 300 L285 615 L185 615 Z',
    details:
      '<path d="M215 140 L425 140 L427 172 L213 172 Z"/>' +
      '<path d="M320 172 L320 280 M240 172 Q250 215 225 230 M400 172 Q390 215 415 230" fill="none" ' +
      'stroke-width="4"/>',
  },
  dress: {
    outline:
      'M275 130 L300 130 Q320 165 340 130 L365 130 L382 240 L360 300 L490 615 L150 615 L280 300 L258 240 Z',
    details: '<path d="M280 300 L360 300" fill="none" stroke-width="10"/>',
  },
};

/** A kawung-like motif: four petals around a dot, tiled. */
const BATIK_PATTERN =
  '<pattern id="batik" width="48" height="48" patternUnits="userSpaceOnUse">' +
  '<g fill="#d9b26f"><ellipse cx="24" cy="10" rx="7" ry="10"/><ellipse cx="24" cy="38" rx="7" ry="10"/>' +
  '<ellipse cx="10" cy="24" rx="10" ry="7"/><ellipse cx="38" cy="24" rx="10" ry="7"/></g>' +
  '<circle cx="24" cy="24" r="3" fill="#5a3b1c"/></pattern>';

function productSvg(product: DemoProduct): string {
  const colour = FABRIC[product.colors[0]!];
  const garment = GARMENTS[product.garment];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800" viewBox="0 0 640 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6f3ee"/><stop offset="1" stop-color="#e6e0d6"/>
    </linearGradient>
    ${BATIK_PATTERN}
  </defs>
  <rect width="640" height="800" fill="url(#bg)"/>
  <ellipse cx="320" cy="640" rx="210" ry="16" fill="#000" opacity="0.08"/>
  <path d="${garment.outline}" fill="${colour.fill}" stroke="${colour.edge}" stroke-width="3"
    stroke-linejoin="round"/>
  ${product.batik ? `<path d="${garment.outline}" fill="url(#batik)" opacity="0.45"/>` : ''}
  <g fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.35">${garment.details}</g>
</svg>`;
}

/** A close-up of the fabric in one colour, shared by every product that comes in it. */
function swatchSvg(colour: Colour): string {
  const { fill, edge } = FABRIC[colour];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800" viewBox="0 0 640 800">
  <defs>
    <pattern id="weave" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
      <rect width="16" height="16" fill="${fill}"/>
      <rect width="16" height="5" fill="${edge}" opacity="0.45"/>
      <rect x="0" y="8" width="8" height="3" fill="#ffffff" opacity="0.08"/>
    </pattern>
  </defs>
  <rect width="640" height="800" fill="url(#weave)"/>
</svg>`;
}

/** A plain illustrated head and shoulders on the affiliate's tint: their name is HTML beside it, never drawn in. */
function avatarSvg(tint: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <rect width="480" height="480" fill="${tint}"/>
  <path d="M150 200 Q150 95 240 95 Q330 95 330 200 Q330 290 240 290 Q150 290 150 200 Z" fill="#ffffff"
    opacity="0.35"/>
  <path d="M60 480 Q60 320 240 320 Q420 320 420 480 Z" fill="#ffffff" opacity="0.35"/>
</svg>`;
}

// The banner's and hero's art carries no lettering: the storefront sets their title and text over it as HTML,
// which wraps to any screen (lettering drawn into a picture is cropped or shrunk to nothing on a phone).
function bannerSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="480" viewBox="0 0 1280 480">
  <defs>${BATIK_PATTERN}</defs>
  <rect width="1280" height="480" fill="#3b2a1a"/>
  <rect x="700" width="580" height="480" fill="url(#batik)" opacity="0.55"/>
</svg>`;
}

function heroSvg(): string {
  const shirt = GARMENTS.shirt.outline;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800" viewBox="0 0 1600 800">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#efe6d8"/><stop offset="1" stop-color="#d6c4a8"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="800" fill="url(#sky)"/>
  <circle cx="1280" cy="170" r="110" fill="#f3c77a" opacity="0.7"/>
  <g transform="translate(820 90) scale(0.95)"><path d="${shirt}" fill="${FABRIC.Grey.fill}"/></g>
  <g transform="translate(1060 150) scale(0.95)"><path d="${shirt}" fill="${FABRIC.Navy.fill}"/></g>
</svg>`;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

interface DemoImages {
  products: string[];
  swatches: Record<Colour, string>;
  affiliates: string[];
  banner: string;
  hero: string;
}

/** Renders every picture and stores it like an upload; answers the URLs of the variants the rows show. */
async function drawImages(app: FastifyInstance): Promise<DemoImages> {
  const colours = Object.keys(FABRIC) as Colour[];
  const jobs: { svg: string; variant: 'medium' | 'large' }[] = [
    ...DEMO_PRODUCTS.map((product) => ({ svg: productSvg(product), variant: 'medium' as const })),
    ...colours.map((colour) => ({ svg: swatchSvg(colour), variant: 'medium' as const })),
    ...DEMO_AFFILIATES.map((affiliate) => ({
      svg: avatarSvg(affiliate.tint),
      variant: 'medium' as const,
    })),
    { svg: bannerSvg(), variant: 'large' },
    { svg: heroSvg(), variant: 'large' },
  ];
  const urls = await mapLimit(jobs, IMAGE_CONCURRENCY, async ({ svg, variant }) => {
    // PNG at the lowest compression: it is decoded once by saveImage and thrown away.
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
    return (await app.storage.saveImage(png)).urls[variant];
  });
  let at = 0;
  const take = (count: number) => urls.slice(at, (at += count));
  const products = take(DEMO_PRODUCTS.length);
  const swatchUrls = take(colours.length);
  const affiliates = take(DEMO_AFFILIATES.length);
  const [banner, hero] = take(2);
  return {
    products,
    swatches: Object.fromEntries(colours.map((colour, i) => [colour, swatchUrls[i]!])) as Record<
      Colour,
      string
    >,
    affiliates,
    banner: banner!,
    hero: hero!,
  };
}

interface ProductRow {
  id: string;
  product_name: string;
  description: string;
  buy_price: number;
  normal_price: number;
  sell_price: number;
  discount: number;
  weight: number;
  stock: number;
  material: string;
  colors: string[];
  sizes: string[];
  images: string[];
  image_colors: string[];
  status: string;
  created_at: string;
}

/** How much of a product's stock each size holds, relatively: M and L sell most. */
const SIZE_SHARE: Record<string, number> = { S: 0.7, M: 1.2, L: 1.1, XL: 0.8, XXL: 0.5 };

/**
 * A product's variants as a shop would have them after a while of selling: about one combination in eight sold out
 * (Habis) and one in eight down to its last 1–3 pieces, the rest of the product's stock shared by the others,
 * leaning to the middle sizes. A product the demo data says is sold out has every variant at 0; the others keep at
 * least one in stock. SKUs are the suggested ones (demo names are unique).
 */
function variantRows(product: ProductRow, random: ReturnType<typeof prng>) {
  const colors = product.colors.length ? product.colors : [''];
  const sizes = product.sizes.length ? product.sizes : [''];
  const cells = colors.flatMap((color) =>
    sizes.map((size) => {
      const roll = random.next();
      const kind = product.stock === 0 ? 'out' : roll < 0.12 ? 'out' : roll < 0.24 ? 'few' : 'some';
      return { color, size, kind, weight: (SIZE_SHARE[size] ?? 1) * random.between(0.7, 1.4) };
    }),
  );
  if (product.stock > 0 && cells.every((cell) => cell.kind !== 'some')) cells[0]!.kind = 'some';
  const stocks = cells.map((cell) => (cell.kind === 'few' ? random.int(1, 3) : 0));
  const left = Math.max(0, product.stock - stocks.reduce((sum, stock) => sum + stock, 0));
  const shared = cells.reduce((sum, cell) => sum + (cell.kind === 'some' ? cell.weight : 0), 0);
  cells.forEach((cell, index) => {
    if (cell.kind === 'some') stocks[index] = Math.max(4, Math.round((left * cell.weight) / shared));
  });
  return cells.map((cell, index) => ({
    product_id: product.id,
    color: cell.color,
    size: cell.size,
    sku: suggestSku(product.product_name, cell.color, cell.size),
    stock: stocks[index]!,
  }));
}

/** The product rows, newest first, each a few hours to a few days older than the one before. */
function productRows(images: DemoImages, now: number): ProductRow[] {
  const random = prng(3);
  let createdAt = now - 2 * 3600 * 1000;
  return DEMO_PRODUCTS.map((product, i) => {
    const status = product.status ?? 'active';
    // A draft waits for its photographs: it has only the generated main picture. The others show each colour
    // (tagged with it, so that picking the colour shows its picture); the size guide is the category's table
    // (categories.size_guide), never a picture.
    const gallery =
      status === 'draft'
        ? [{ url: images.products[i]!, color: '' }]
        : [
            { url: images.products[i]!, color: '' },
            ...product.colors.map((colour) => ({ url: images.swatches[colour], color: colour })),
          ].slice(0, 4);
    const row: ProductRow = {
      id: randomUUID(),
      product_name: product.name,
      description: product.description,
      buy_price: Math.round((product.normalPrice * BUY_PRICE_SHARE) / 1000) * 1000,
      normal_price: product.normalPrice,
      sell_price: product.sellPrice,
      discount: Math.round(((product.normalPrice - product.sellPrice) / product.normalPrice) * 100),
      weight: product.weight,
      stock: product.stock,
      material: product.material,
      colors: product.colors,
      sizes: product.sizes,
      images: gallery.map((image) => image.url),
      image_colors: gallery.map((image) => image.color),
      status,
      created_at: new Date(createdAt).toISOString(),
    };
    createdAt -= random.between(4, 60) * 3600 * 1000;
    return row;
  });
}

interface Member {
  id: string;
  email: string;
  name: string;
}

interface Destination {
  cityId: number;
  city: string;
  province: string;
}

/** JNE REG prices by parcel weight, asked of the shipping provider once per weight; a fallback when it cannot say. */
function shippingQuoter(app: FastifyInstance, destination: Destination) {
  const cache = new Map<number, { cost: number; description: string; etd: string }>();
  let providerAnswers = true;
  return async (weight: number) => {
    const known = cache.get(weight);
    if (known) return known;
    let found: { cost: number; description: string; etd: string } | undefined;
    if (providerAnswers) {
      try {
        const rate = await quote(
          app.shipping,
          {
            origin: app.config.shipping.originCityId,
            destination: destination.cityId,
            weight,
            courier: 'jne',
          },
          'REG',
        );
        if (rate) found = { cost: rate.value, description: rate.description, etd: rate.etd };
      } catch (error) {
        // A provider that is down (RajaOngkir without network) is not asked again during this seed.
        app.log.warn({ err: error }, 'demo seed: shipping provider unavailable, using a flat rate');
        providerAnswers = false;
      }
    }
    found ??= {
      cost: Math.max(1, Math.ceil(weight / 1000)) * FALLBACK_REG_RATE_PER_KG,
      description: 'Layanan Reguler',
      etd: '2-3',
    };
    cache.set(weight, found);
    return found;
  };
}

/** The member's demo orders with their lines, payment and shipment, every amount derived from the lines. */
async function orderRows(
  app: FastifyInstance,
  products: ProductRow[],
  member: Member,
  destination: Destination,
  now: number,
) {
  const random = prng(7);
  const expiryMs = app.config.orders.paymentExpiryMinutes * 60 * 1000;
  const shippingOf = shippingQuoter(app, destination);
  const sellable = products.filter((product) => product.status === 'active');
  const address = {
    name: DEMO_ADDRESS.name,
    phone: DEMO_ADDRESS.phone,
    address: DEMO_ADDRESS.address,
    city: destination.city,
    province: destination.province,
    postalCode: DEMO_ADDRESS.postalCode,
    note: DEMO_ADDRESS.note,
  };
  const orders: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const payments: Record<string, unknown>[] = [];
  const shipments: Record<string, unknown>[] = [];
  // Each order's timeline as it happened: placed by the member, paid through the provider, sent by staff with its
  // resi, then completed, cancelled by the member or expired.
  const events: Record<string, unknown>[] = [];

  for (const [status, plan] of Object.entries(DEMO_ORDERS) as [
    DemoOrderStatus,
    (typeof DEMO_ORDERS)[DemoOrderStatus],
  ][]) {
    for (let n = 0; n < plan.count; n += 1) {
      const createdAt = plan.daysAgo
        ? now - random.between(...plan.daysAgo) * DAY_MS
        : now - random.between(0.02, 0.33) * expiryMs;
      const orderId = randomUUID();
      const chosen = new Set<ProductRow>();
      const lineCount = random.int(1, 4);
      while (chosen.size < lineCount) chosen.add(random.pick(sellable));
      let subtotal = 0;
      let profit = 0;
      let weight = 0;
      [...chosen].forEach((product, position) => {
        const quantity = random.next() < 0.75 ? 1 : random.int(2, 3);
        subtotal += product.sell_price * quantity;
        profit += (product.sell_price - product.buy_price) * quantity;
        weight += product.weight * quantity;
        lines.push({
          order_id: orderId,
          position: position + 1,
          product_id: product.id,
          product_name: product.product_name,
          product_image: product.images[0] ?? '',
          color: random.pick(product.colors),
          size: random.pick(product.sizes),
          quantity,
          normal_price: product.normal_price,
          sell_price: product.sell_price,
          buy_price: product.buy_price,
          discount: product.discount,
          weight: product.weight,
        });
      });
      const shipping = await shippingOf(weight);
      const total = subtotal + shipping.cost;
      const expiresAt = createdAt + expiryMs;
      const paid = status === 'paid' || status === 'processing' || status === 'completed';
      const paidAt = paid ? createdAt + random.between(5, 180) * 60 * 1000 : undefined;
      const shippedAt =
        status === 'processing' || status === 'completed'
          ? paidAt! + random.between(4, 30) * 3600 * 1000
          : undefined;
      const closedAt =
        status === 'cancelled'
          ? createdAt + random.between(0.5, 12) * 3600 * 1000
          : status === 'expired'
            ? expiresAt
            : undefined;
      const updatedAt =
        status === 'completed'
          ? shippedAt! + random.between(2, 4) * DAY_MS
          : (shippedAt ?? paidAt ?? closedAt ?? createdAt);
      const iso = (time: number | undefined) => (time === undefined ? null : new Date(time).toISOString());
      const token = randomBytes(16).toString('hex');
      const resiNumber = shippedAt ? `JP${random.int(1e9, 9e9)}` : '';
      const event = (
        from: string | null,
        to: string,
        at: number,
        actor: 'staff' | 'customer' | 'payment_provider' | 'system',
        detail: string | null = null,
      ) =>
        events.push({
          order_id: orderId,
          from_status: from,
          to_status: to,
          actor_kind: actor,
          actor_user_id: actor === 'customer' ? member.id : null,
          detail,
          created_at: iso(at),
        });
      event(null, 'pending', createdAt, 'customer');
      if (paidAt !== undefined) event('pending', 'paid', paidAt, 'payment_provider', 'settlement');
      if (shippedAt !== undefined) event('paid', 'processing', shippedAt, 'staff', `resi ${resiNumber}`);
      if (status === 'completed') event('processing', 'completed', updatedAt, 'customer');
      if (status === 'cancelled') event('pending', 'cancelled', closedAt!, 'customer');
      if (status === 'expired') event('pending', 'expired', closedAt!, 'system');

      orders.push({
        id: orderId,
        order_code: newOrderCode(new Date(createdAt)),
        user_id: member.id,
        customer_email: member.email,
        customer_name: member.name,
        customer_phone: DEMO_ADDRESS.phone,
        status,
        subtotal,
        shipping_cost: shipping.cost,
        total,
        profit,
        expires_at: iso(expiresAt),
        paid_at: iso(paidAt),
        created_at: iso(createdAt),
        updated_at: iso(updatedAt),
      });
      payments.push({
        order_id: orderId,
        provider: 'sandbox',
        token,
        redirect_url: `${app.config.publicApiUrl}/payment-sandbox/${token}`,
        payment_method: paid ? random.pick(PAYMENT_METHODS) : '',
        total_amount: total,
        status: paid ? 'paid' : status,
        transaction_id: paid ? randomUUID() : null,
        paid_at: iso(paidAt),
        created_at: iso(createdAt),
        updated_at: iso(paidAt ?? closedAt ?? createdAt),
      });
      shipments.push({
        order_id: orderId,
        courier: 'jne',
        service: 'REG',
        description: shipping.description,
        etd: shipping.etd,
        cost: shipping.cost,
        weight,
        origin_city_id: app.config.shipping.originCityId,
        destination_city_id: destination.cityId,
        address,
        resi_number: resiNumber,
        status:
          status === 'completed'
            ? 'delivered'
            : status === 'processing'
              ? 'shipped'
              : status === 'cancelled' || status === 'expired'
                ? 'cancelled'
                : 'pending',
        shipment_date: iso(shippedAt),
        // A completed order's parcel arrived some hours before its customer said so.
        delivered_at: status === 'completed' ? iso(updatedAt - DELIVERED_BEFORE_CONFIRMED_MS) : null,
        created_at: iso(createdAt),
        updated_at: iso(updatedAt),
      });
    }
  }
  return { orders, lines, payments, shipments, events };
}

export async function seedDemo(app: FastifyInstance, log?: FastifyBaseLogger): Promise<void> {
  const { db } = app;
  if (await db.maybeOne('SELECT 1 FROM seed_marks WHERE key = $1', [DEMO_SEED_MARK])) return;
  const started = performance.now();
  const now = Date.now();

  // Everything slow (pictures, shipping quotes) happens before the transaction: PGlite has one connection.
  const images = await drawImages(app);
  const products = productRows(images, now);
  const member = await db.maybeOne<Member>('SELECT id, email, name FROM users WHERE lower(email) = $1', [
    MEMBER_EMAIL,
  ]);
  const destination = await db.maybeOne<Destination>(
    // The city with its type, as checkout stores it ('Kota Jakarta Pusat').
    `SELECT c.id AS "cityId", c.type || ' ' || c.city AS city, p.province
     FROM cities c JOIN provinces p ON p.id = c.province_id WHERE c.id = $1`,
    [DEMO_ADDRESS.cityId],
  );
  const orders = member && destination ? await orderRows(app, products, member, destination, now) : undefined;

  const seeded = await db.transaction(async (tx) => {
    // Another process seeding the same database at the same moment wins here; this one's pictures stay unused.
    const first = await tx.maybeOne(
      'INSERT INTO seed_marks (key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING key',
      [DEMO_SEED_MARK],
    );
    if (!first) return false;

    const categories = [NEW_ARRIVAL, ...DEMO_CATEGORIES];
    await tx.execute(
      `INSERT INTO categories (category_name, slug, size_guide)
       SELECT name, slug, "sizeGuide" FROM jsonb_to_recordset($1::jsonb) AS c(name text, slug text, "sizeGuide" jsonb)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(categories)],
    );
    const categoryIds = new Map(
      (
        await tx.query<{ id: string; slug: string }>(
          'SELECT id, lower(slug) AS slug FROM categories WHERE lower(slug) = ANY($1)',
          [categories.map((category) => category.slug)],
        )
      ).map((row) => [row.slug, row.id]),
    );

    await tx.execute(
      `INSERT INTO products (id, product_name, description, buy_price, normal_price, sell_price, discount, weight,
         stock, material, images, image_colors, status, created_at, updated_at)
       SELECT id, product_name, description, buy_price, normal_price, sell_price, discount, weight, 0, material,
         images, image_colors, status, created_at, created_at
       FROM jsonb_to_recordset($1::jsonb) AS p(id uuid, product_name text, description text, buy_price bigint,
         normal_price bigint, sell_price bigint, discount integer, weight integer, material text,
         images text[], image_colors text[], status text, created_at timestamptz)`,
      [JSON.stringify(products)],
    );
    // Their stock, colours and sizes follow from the variants (migration 0011's triggers).
    const random = prng(11);
    await tx.execute(
      `INSERT INTO product_variants (product_id, color, size, sku, stock)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS v(product_id uuid, color text, size text, sku text,
         stock integer)`,
      [JSON.stringify(products.flatMap((product) => variantRows(product, random)))],
    );
    const links = products.flatMap((product, i) => [
      { product_id: product.id, category_id: categoryIds.get(DEMO_PRODUCTS[i]!.category) },
      ...(i < NEW_ARRIVAL_COUNT
        ? [{ product_id: product.id, category_id: categoryIds.get(NEW_ARRIVAL.slug) }]
        : []),
    ]);
    await tx.execute(
      `INSERT INTO product_categories (product_id, category_id)
       SELECT product_id, category_id FROM jsonb_to_recordset($1::jsonb) AS l(product_id uuid, category_id uuid)
       WHERE category_id IS NOT NULL`,
      [JSON.stringify(links)],
    );

    // The base seed made the groups; one an operator has deleted gets no demo widget.
    const widgets = [
      { group: 'highlight', ...DEMO_WIDGETS.highlight, image: '' },
      { group: 'banner', ...DEMO_WIDGETS.banner, image: images.banner },
      { group: 'hero-image', ...DEMO_WIDGETS.hero, image: images.hero },
    ];
    await tx.execute(
      `INSERT INTO widgets (group_id, name, type, content, status, slug, link, image)
       SELECT g.id, w.name, w.type, w.content, true, w.slug, w.link, w.image
       FROM jsonb_to_recordset($1::jsonb) AS w("group" text, name text, type text, content text, slug text,
         link text, image text)
       JOIN widget_groups g ON lower(g.slug) = w."group"
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(widgets)],
    );
    await updateFreeShipping(tx, DEMO_FREE_SHIPPING);
    await updateSeller(tx, DEMO_SELLER);
    await insertVoucher(tx, DEMO_VOUCHER);

    await tx.execute(
      `INSERT INTO affiliates (name, social_media, username, link, image, status, created_at, updated_at)
       SELECT name, social_media, username, link, image, true, created_at, created_at
       FROM jsonb_to_recordset($1::jsonb) AS a(name text, social_media text, username text, link text, image text,
         created_at timestamptz)`,
      [
        JSON.stringify(
          DEMO_AFFILIATES.map((affiliate, i) => ({
            name: affiliate.name,
            social_media: affiliate.socialMedia,
            username: affiliate.username,
            link: affiliate.link,
            image: images.affiliates[i],
            // The first listed shows first (newest first).
            created_at: new Date(now - i * 60_000).toISOString(),
          })),
        ),
      ],
    );

    if (member && destination && orders) {
      // Default unless the member already has a default address.
      await tx.execute(
        `INSERT INTO addresses (user_id, title, name, phone, address, note, city_id, postal_code, is_default)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
           NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = $1 AND is_default))`,
        [
          member.id,
          DEMO_ADDRESS.title,
          DEMO_ADDRESS.name,
          DEMO_ADDRESS.phone,
          DEMO_ADDRESS.address,
          DEMO_ADDRESS.note,
          destination.cityId,
          DEMO_ADDRESS.postalCode,
        ],
      );
      await tx.execute(
        `INSERT INTO orders (id, order_code, user_id, customer_email, customer_name, customer_phone, status,
           subtotal, shipping_cost, total, profit, expires_at, paid_at, created_at, updated_at)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS o(id uuid, order_code text, user_id uuid,
           customer_email text, customer_name text, customer_phone text, status text, subtotal bigint,
           shipping_cost bigint, total bigint, profit bigint, expires_at timestamptz, paid_at timestamptz,
           created_at timestamptz, updated_at timestamptz)`,
        [JSON.stringify(orders.orders)],
      );
      await tx.execute(
        `INSERT INTO order_lines (order_id, position, product_id, product_name, product_image, color, size,
           quantity, normal_price, sell_price, buy_price, discount, weight)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS l(order_id uuid, position integer, product_id uuid,
           product_name text, product_image text, color text, size text, quantity integer, normal_price bigint,
           sell_price bigint, buy_price bigint, discount integer, weight integer)`,
        [JSON.stringify(orders.lines)],
      );
      // Each line names its variant, and what the orders hold counts towards best-selling.
      await tx.execute(
        `UPDATE order_lines l SET variant_id = v.id, sku = v.sku FROM product_variants v
         WHERE l.order_id = ANY($1::uuid[]) AND v.product_id = l.product_id AND v.color = l.color
           AND v.size = l.size`,
        [orders.orders.map((order) => order.id)],
      );
      await tx.execute(
        `UPDATE products p SET sold = t.units
         FROM (SELECT l.product_id, sum(l.quantity)::int AS units FROM order_lines l JOIN orders o ON o.id = l.order_id
               WHERE o.status NOT IN ('cancelled', 'expired') GROUP BY l.product_id) t
         WHERE p.id = t.product_id`,
      );
      await tx.execute(
        `INSERT INTO payments (order_id, provider, token, redirect_url, payment_method, total_amount, status,
           transaction_id, paid_at, created_at, updated_at)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS p(order_id uuid, provider text, token text,
           redirect_url text, payment_method text, total_amount bigint, status text, transaction_id text,
           paid_at timestamptz, created_at timestamptz, updated_at timestamptz)`,
        [JSON.stringify(orders.payments)],
      );
      await tx.execute(
        `INSERT INTO shipments (order_id, courier, service, description, etd, cost, weight, origin_city_id,
           destination_city_id, address, resi_number, status, shipment_date, delivered_at, created_at, updated_at)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS s(order_id uuid, courier text, service text,
           description text, etd text, cost bigint, weight integer, origin_city_id integer,
           destination_city_id integer, address jsonb, resi_number text, status text, shipment_date timestamptz,
           delivered_at timestamptz, created_at timestamptz, updated_at timestamptz)`,
        [JSON.stringify(orders.shipments)],
      );
      await tx.execute(
        `INSERT INTO order_events (order_id, from_status, to_status, actor_kind, actor_user_id, detail, created_at)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS e(order_id uuid, from_status text, to_status text,
           actor_kind text, actor_user_id uuid, detail text, created_at timestamptz)`,
        [JSON.stringify(orders.events)],
      );
    } else {
      log?.warn('demo seed: no member account or destination city, so no demo address and orders');
    }
    return true;
  });

  if (seeded) {
    log?.info(
      {
        products: products.length,
        orders: orders?.orders.length ?? 0,
        ms: Math.round(performance.now() - started),
      },
      'demo shop seeded',
    );
  }
}
