// The demo shop's catalogue and content (SEED_DEMO): what a fresh install shows before the owner adds their own.
// Prices are whole rupiah; weights are grams; colours and sizes are the shop's fixed lists.
import { PRODUCT_COLORS, PRODUCT_SIZES, type ProductColor, type ProductSize } from '@lemari/shop/rules';
import type { SizeGuideRecord } from '../domains/categories/schemas.js';
import { FREE_SHIPPING_THRESHOLD_TOKEN } from '../domains/settings/schemas.js';
import demoProducts from './demo-products.json' with { type: 'json' };

export type Colour = ProductColor;
export type Size = ProductSize;
/** The silhouette drawn on the product's generated picture. */
export type Garment = 'shirt' | 'tshirt' | 'pants' | 'jacket' | 'dress';

export interface DemoCategory {
  slug: string;
  name: string;
  /** Its measurements in cm; Batik, of shirts, dresses and trousers alike, has none (its products show no link). */
  sizeGuide?: SizeGuideRecord;
}

const MEASURED_FLAT = 'Diukur dalam keadaan rata, toleransi 1–2 cm.';

/** A guide for S to XXL: each column's value at S and how much it grows per size. */
function guide(columns: [string, number, number][], note = MEASURED_FLAT): SizeGuideRecord {
  return {
    columns: columns.map(([name]) => name),
    rows: (['S', 'M', 'L', 'XL', 'XXL'] as const).map((size, step) => ({
      size,
      values: columns.map(([, start, growth]) => start + step * growth),
    })),
    note,
  };
}

/** The seeded base category the storefront's /new-arrival page reads (src/seed/seed.ts creates it). */
export const NEW_ARRIVAL = { slug: 'new-arrival', name: 'New Arrival' } as const;

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'kemeja',
    name: 'Kemeja',
    sizeGuide: guide([
      ['Lebar dada', 50, 2],
      ['Panjang', 70, 2],
      ['Lebar bahu', 43, 1.5],
    ]),
  },
  {
    slug: 'kaos',
    name: 'Kaos',
    sizeGuide: guide([
      ['Lebar dada', 48, 2],
      ['Panjang', 68, 2],
    ]),
  },
  {
    slug: 'celana',
    name: 'Celana',
    sizeGuide: guide(
      [
        ['Lingkar pinggang', 72, 4],
        ['Panjang', 98, 2],
        ['Lingkar paha', 54, 2],
      ],
      'Lingkar pinggang diukur melingkar; panjang dari pinggang sampai ujung kaki. Toleransi 1–2 cm.',
    ),
  },
  {
    slug: 'outerwear',
    name: 'Outerwear',
    sizeGuide: guide([
      ['Lebar dada', 54, 2],
      ['Panjang', 66, 2],
      ['Panjang lengan', 58, 1],
    ]),
  },
  {
    slug: 'dress',
    name: 'Dress',
    sizeGuide: guide([
      ['Lingkar dada', 84, 4],
      ['Lingkar pinggang', 68, 4],
      ['Panjang', 112, 2],
    ]),
  },
  { slug: 'batik', name: 'Batik' },
];

export interface DemoProduct {
  name: string;
  /** Slug of its category in DEMO_CATEGORIES. */
  category: string;
  garment: Garment;
  /** Draws a batik motif over the silhouette. */
  batik?: boolean;
  material: string;
  colors: Colour[];
  sizes: Size[];
  weight: number;
  normalPrice: number;
  /** Equal to normalPrice when not discounted. */
  sellPrice: number;
  stock: number;
  status?: 'active' | 'draft';
  description: string;
}

/** A product as demo-products.json writes it: the compiler checks its shape, demoProduct its values. */
interface DemoProductData extends Omit<DemoProduct, 'garment' | 'colors' | 'sizes' | 'status'> {
  garment: string;
  colors: string[];
  sizes: string[];
  status?: string;
}

const GARMENTS: readonly Garment[] = ['shirt', 'tshirt', 'pants', 'jacket', 'dress'];
const STATUSES = ['active', 'draft'] as const;

function demoProduct(data: DemoProductData): DemoProduct {
  const oneOf = <T extends string>(allowed: readonly T[], value: string, field: string): T => {
    if (!(allowed as readonly string[]).includes(value)) {
      throw new Error(
        `demo-products.json: ${data.name} has ${field} ${value}, not one of ${allowed.join(', ')}`,
      );
    }
    return value as T;
  };
  const { garment, colors, sizes, status, ...rest } = data;
  return {
    ...rest,
    garment: oneOf(GARMENTS, garment, 'garment'),
    colors: colors.map((colour) => oneOf(PRODUCT_COLORS, colour, 'colour')),
    sizes: sizes.map((size) => oneOf(PRODUCT_SIZES, size, 'size')),
    ...(status === undefined ? {} : { status: oneOf(STATUSES, status, 'status') }),
  };
}

/**
 * Newest first: the first NEW_ARRIVAL_COUNT also go into the new-arrival category. The catalogue is data
 * (demo-products.json); a colour, size, garment or status outside the shop's lists fails at start.
 */
const productData: DemoProductData[] = demoProducts;
export const DEMO_PRODUCTS: DemoProduct[] = productData.map(demoProduct);

export const NEW_ARRIVAL_COUNT = 10;

/** Cost price as a share of the normal price: the shop's usual margin on the demo catalogue. */
export const BUY_PRICE_SHARE = 0.55;

export interface DemoAffiliate {
  name: string;
  socialMedia: 'Instagram' | 'Facebook' | 'TikTok';
  username: string;
  link: string;
  /** Background of the generated avatar. */
  tint: string;
}

export const DEMO_AFFILIATES: DemoAffiliate[] = [
  {
    name: 'Ayu Lestari',
    socialMedia: 'Instagram',
    username: 'ayulestari.style',
    link: 'https://www.instagram.com/ayulestari.style',
    tint: '#c98b6b',
  },
  {
    name: 'Dimas Pratama',
    socialMedia: 'TikTok',
    username: 'dimaspratama',
    link: 'https://www.tiktok.com/@dimaspratama',
    tint: '#4f6d7a',
  },
  {
    name: 'Sekar Ayuningtyas',
    socialMedia: 'Instagram',
    username: 'sekar.ootd',
    link: 'https://www.instagram.com/sekar.ootd',
    tint: '#8a6f9e',
  },
  {
    name: 'Raka Wibisono',
    socialMedia: 'Facebook',
    username: 'rakawibisono',
    link: 'https://www.facebook.com/rakawibisono',
    tint: '#5d7b4f',
  },
  {
    name: 'Nadia Putri',
    socialMedia: 'TikTok',
    username: 'nadiaputri.fits',
    link: 'https://www.tiktok.com/@nadiaputri.fits',
    tint: '#b5656d',
  },
  {
    name: 'Bagas Saputra',
    socialMedia: 'Instagram',
    username: 'bagas.lookbook',
    link: 'https://www.instagram.com/bagas.lookbook',
    tint: '#6b6b8f',
  },
];

/** The demo shop pays shipping for goods from Rp 300.000 on, as its highlight says. */
export const DEMO_FREE_SHIPPING = { enabled: true, threshold: 300_000 };

/**
 * The demo shop's seller on its invoices: a Yogyakarta shop, where parcels leave from (city 501). The NPWP is a
 * made-up number in the printed form, for the demo only: staff give the shop's own under Settings → Invoice.
 */
export const DEMO_SELLER = {
  name: 'Lemari',
  address: 'Jl. Malioboro No. 52, Sosromenduran, Gedong Tengen\nKota Yogyakarta, DI Yogyakarta 55271',
  phone: '(0274) 512345',
  email: 'halo@lemari.test',
  npwp: '01.234.567.8-541.000',
};

/** The demo shop's voucher: 10 % off the goods, at most Rp 50.000, from a Rp 100.000 subtotal, with no end. */
export const DEMO_VOUCHER = {
  code: 'LEMARI10',
  kind: 'percent',
  value: 10,
  maxDiscount: 50_000,
  minSpend: 100_000,
  validFrom: null,
  validTo: null,
  totalUses: null,
  usesPerCustomer: null,
  active: true,
} as const;

export const DEMO_WIDGETS = {
  highlight: {
    slug: 'demo-highlight-gratis-ongkir',
    name: 'Gratis ongkir',
    type: 'TEXT',
    // The storefront writes the setting's amount in (and hides the strip while free shipping is off), so a staff
    // edit of the setting keeps this true; a copy of the amount here would go stale at the first edit.
    content: `Gratis ongkir untuk belanja mulai ${FREE_SHIPPING_THRESHOLD_TOKEN}`,
    link: '/shop',
  },
  banner: {
    slug: 'demo-banner-koleksi-batik',
    name: 'Koleksi Batik Nusantara',
    type: 'IMAGE',
    content: 'Diskon hingga 20% untuk batik cap dan tulis pilihan dari perajin Yogyakarta.',
    link: '/product/category/batik',
  },
  hero: {
    slug: 'demo-hero-koleksi-linen',
    name: 'Koleksi Linen Musim Kemarau',
    type: 'IMAGE',
    content: 'Kemeja, kulot, dan dress linen yang sejuk untuk hari-hari panas.',
    link: '/new-arrival',
  },
} as const;

/** The seeded member's delivery address (Jakarta Pusat, RajaOngkir city 152). */
export const DEMO_ADDRESS = {
  title: 'Rumah',
  name: 'Member Lemari',
  phone: '081234567890',
  address: 'Jl. Kebon Sirih No. 12, RT 004/RW 002, Kebon Sirih, Menteng',
  note: 'Pagar hitam; titip ke satpam bila tidak ada orang',
  cityId: 152,
  postalCode: '10340',
} as const;

export type DemoOrderStatus = 'pending' | 'paid' | 'processing' | 'completed' | 'cancelled' | 'expired';

/**
 * How many demo orders of each status the member has, and how many days ago (a range) they were placed. Pending
 * ones have no range: they are placed in the first third of the payment window, so that the expiry sweep leaves
 * them pending for a while.
 */
export const DEMO_ORDERS: Record<DemoOrderStatus, { count: number; daysAgo?: [number, number] }> = {
  pending: { count: 3 },
  paid: { count: 3, daysAgo: [1, 6] },
  processing: { count: 3, daysAgo: [3, 12] },
  completed: { count: 6, daysAgo: [10, 60] },
  cancelled: { count: 3, daysAgo: [5, 55] },
  expired: { count: 3, daysAgo: [2, 58] },
};
