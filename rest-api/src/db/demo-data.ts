// The demo shop's catalogue and content (SEED_DEMO): what a fresh install shows before the owner adds their own.
// Prices are whole rupiah; weights are grams; colours and sizes are the shop's fixed lists.
import { PRODUCT_SIZES, type ProductColor, type ProductSize } from '@lemari/shop/rules';
import { FREE_SHIPPING_THRESHOLD_TOKEN } from '../domains/settings/schemas.js';

export type Colour = ProductColor;
export type Size = ProductSize;
/** The silhouette drawn on the product's generated picture. */
export type Garment = 'shirt' | 'tshirt' | 'pants' | 'jacket' | 'dress';

export interface DemoCategory {
  slug: string;
  name: string;
}

/** The seeded base category the storefront's /new-arrival page reads (src/db/seed.ts creates it). */
export const NEW_ARRIVAL = { slug: 'new-arrival', name: 'New Arrival' } as const;

export const DEMO_CATEGORIES: DemoCategory[] = [
  { slug: 'kemeja', name: 'Kemeja' },
  { slug: 'kaos', name: 'Kaos' },
  { slug: 'celana', name: 'Celana' },
  { slug: 'outerwear', name: 'Outerwear' },
  { slug: 'dress', name: 'Dress' },
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

const ALL_SIZES: Size[] = [...PRODUCT_SIZES];
const UP_TO_XL: Size[] = ['S', 'M', 'L', 'XL'];
const FROM_M: Size[] = ['M', 'L', 'XL', 'XXL'];

/** Newest first: the first NEW_ARRIVAL_COUNT also go into the new-arrival category. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Kemeja Linen Oversize',
    category: 'kemeja',
    garment: 'shirt',
    material: 'Linen',
    colors: ['Grey', 'Navy'],
    sizes: UP_TO_XL,
    weight: 220,
    normalPrice: 189000,
    sellPrice: 149000,
    stock: 24,
    description:
      'Kemeja linen potongan oversize yang ringan dan sejuk untuk cuaca tropis. Kerah klasik, kancing tempurung, ' +
      'dan jahitan rapi; makin lembut setiap kali dicuci.',
  },
  {
    name: 'Kaos Oversize Washed',
    category: 'kaos',
    garment: 'tshirt',
    material: 'Katun',
    colors: ['Grey', 'Black'],
    sizes: FROM_M,
    weight: 230,
    normalPrice: 139000,
    sellPrice: 139000,
    stock: 40,
    description:
      'Kaos katun combed 24s dengan proses garment wash sehingga warnanya pudar alami seperti kaos lama ' +
      'kesayangan. Bahu turun dan badan lebar.',
  },
  {
    name: 'Jaket Coach Nylon',
    category: 'outerwear',
    garment: 'jacket',
    material: 'Nylon Taslan',
    colors: ['Navy', 'Black'],
    sizes: FROM_M,
    weight: 480,
    normalPrice: 359000,
    sellPrice: 359000,
    stock: 15,
    description:
      'Jaket coach anti air ringan dengan furing jala, kancing jepret, dan tali serut di bagian bawah. ' +
      'Praktis dilipat ke dalam tas untuk musim hujan.',
  },
  {
    name: 'Dress Midi Rayon Floral',
    category: 'dress',
    garment: 'dress',
    material: 'Rayon',
    colors: ['Navy', 'Black'],
    sizes: UP_TO_XL,
    weight: 280,
    normalPrice: 229000,
    sellPrice: 179000,
    stock: 18,
    description:
      'Dress midi bermotif bunga kecil dari rayon yang jatuh dan adem. Tali pinggang bisa dilepas, ' +
      'ritsleting tersembunyi di belakang.',
  },
  {
    name: 'Kemeja Batik Kawung Lengan Pendek',
    category: 'batik',
    garment: 'shirt',
    batik: true,
    material: 'Katun Primisima',
    colors: ['Grey', 'Navy'],
    sizes: FROM_M,
    weight: 220,
    normalPrice: 249000,
    sellPrice: 199000,
    stock: 20,
    description:
      'Batik cap motif kawung dari perajin Yogyakarta di atas katun primisima halus. Cocok untuk kondangan ' +
      'maupun Jumat batik di kantor.',
  },
  {
    name: 'Celana Chino Slim Fit',
    category: 'celana',
    garment: 'pants',
    material: 'Katun Twill',
    colors: ['Navy', 'Black', 'Grey'],
    sizes: ALL_SIZES,
    weight: 450,
    normalPrice: 259000,
    sellPrice: 219000,
    stock: 32,
    description:
      'Chino katun twill dengan sedikit stretch, potongan slim yang mengecil ke bawah. Saku samping miring ' +
      'dan dua saku belakang berkancing.',
  },
  {
    name: 'Cardigan Rajut Oversize',
    category: 'outerwear',
    garment: 'jacket',
    material: 'Rajut Akrilik',
    colors: ['Grey', 'Navy'],
    sizes: UP_TO_XL,
    weight: 500,
    normalPrice: 259000,
    sellPrice: 259000,
    stock: 12,
    description:
      'Cardigan rajut tebal berpotongan longgar dengan kancing kayu. Hangat untuk ruangan ber-AC dan ' +
      'perjalanan malam.',
  },
  {
    name: 'Kaos Polo Pique',
    category: 'kaos',
    garment: 'tshirt',
    material: 'Katun Pique',
    colors: ['Navy', 'Black'],
    sizes: UP_TO_XL,
    weight: 230,
    normalPrice: 169000,
    sellPrice: 169000,
    stock: 36,
    description:
      'Polo berbahan katun pique bertekstur dengan kerah rib dan dua kancing. Rapi untuk kerja santai, ' +
      'nyaman untuk akhir pekan.',
  },
  {
    name: 'Dress Plisket A-Line',
    category: 'dress',
    garment: 'dress',
    material: 'Polyester',
    colors: ['Black', 'Grey'],
    sizes: ['S', 'M', 'L'],
    weight: 300,
    normalPrice: 249000,
    sellPrice: 199000,
    stock: 9,
    description:
      'Dress plisket potongan A-line yang tidak mudah kusut, dengan karet di pinggang belakang. Tinggal ' +
      'gantung setelah dicuci, tanpa perlu disetrika.',
  },
  {
    name: 'Kemeja Oxford Slim Fit',
    category: 'kemeja',
    garment: 'shirt',
    material: 'Katun Oxford',
    colors: ['Navy', 'Black', 'Grey'],
    sizes: ['M', 'L', 'XL'],
    weight: 240,
    normalPrice: 229000,
    sellPrice: 229000,
    stock: 35,
    description:
      'Kemeja oxford berkerah button-down dengan tenunan basket yang kokoh. Potongan slim untuk dipakai ' +
      'dimasukkan ke celana.',
  },
  {
    name: 'Kemeja Flanel Kotak',
    category: 'kemeja',
    garment: 'shirt',
    material: 'Katun Flanel',
    colors: ['Grey', 'Navy'],
    sizes: ALL_SIZES,
    weight: 320,
    normalPrice: 199000,
    sellPrice: 159000,
    stock: 28,
    description:
      'Flanel kotak-kotak yang disikat dua sisi sehingga lembut dan hangat. Bisa dipakai sebagai kemeja ' +
      'atau luaran di atas kaos.',
  },
  {
    name: 'Kemeja Denim Washed',
    category: 'kemeja',
    garment: 'shirt',
    material: 'Denim',
    colors: ['Navy'],
    sizes: FROM_M,
    weight: 420,
    normalPrice: 279000,
    sellPrice: 279000,
    stock: 14,
    description:
      'Kemeja denim 8 oz dengan efek washed, dua saku dada berpenutup, dan kancing snap logam. ' +
      'Makin berkarakter seiring waktu.',
  },
  {
    name: 'Kemeja Rayon Motif Daun',
    category: 'kemeja',
    garment: 'shirt',
    material: 'Rayon',
    colors: ['Black', 'Navy'],
    sizes: UP_TO_XL,
    weight: 180,
    normalPrice: 159000,
    sellPrice: 159000,
    stock: 22,
    description:
      'Kemeja lengan pendek kerah cuban bermotif daun tropis. Rayon yang jatuh dan adem untuk liburan ' +
      'ke pantai.',
  },
  {
    name: 'Kemeja Koko Modern',
    category: 'kemeja',
    garment: 'shirt',
    material: 'Katun',
    colors: ['Black', 'Grey'],
    sizes: FROM_M,
    weight: 230,
    normalPrice: 249000,
    sellPrice: 199000,
    stock: 30,
    description:
      'Koko kerah shanghai dengan bordir halus di plaket depan. Bahan katun ringan yang nyaman dipakai ' +
      'seharian, dari salat hingga silaturahmi.',
  },
  {
    name: 'Kemeja Kerja Lengan Panjang',
    category: 'kemeja',
    garment: 'shirt',
    material: 'Katun',
    colors: ['Grey', 'Navy', 'Black'],
    sizes: ALL_SIZES,
    weight: 250,
    normalPrice: 209000,
    sellPrice: 209000,
    stock: 0,
    description:
      'Kemeja kerja polos dari katun easy-care yang tidak mudah kusut. Manset dua kancing dan ' +
      'potongan regular yang rapi.',
  },
  {
    name: 'Kaos Polos Cotton Combed 30s',
    category: 'kaos',
    garment: 'tshirt',
    material: 'Katun Combed 30s',
    colors: ['Grey', 'Navy', 'Black'],
    sizes: ALL_SIZES,
    weight: 160,
    normalPrice: 89000,
    sellPrice: 89000,
    stock: 60,
    description:
      'Kaos polos andalan dari katun combed 30s yang lembut dan menyerap keringat. Jahitan rantai di bahu ' +
      'agar bentuknya awet.',
  },
  {
    name: 'Kaos Oversize Graphic Jogja',
    category: 'kaos',
    garment: 'tshirt',
    material: 'Katun Combed 24s',
    colors: ['Black', 'Grey'],
    sizes: FROM_M,
    weight: 200,
    normalPrice: 129000,
    sellPrice: 99000,
    stock: 45,
    description:
      'Kaos oversize dengan sablon plastisol bergambar Tugu Jogja di punggung. Bahan tebal yang ' +
      'tidak menerawang.',
  },
  {
    name: 'Kaos Henley Lengan Panjang',
    category: 'kaos',
    garment: 'tshirt',
    material: 'Katun Waffle',
    colors: ['Grey', 'Navy'],
    sizes: ['M', 'L', 'XL'],
    weight: 210,
    normalPrice: 149000,
    sellPrice: 149000,
    stock: 26,
    description:
      'Henley lengan panjang bertekstur waffle dengan tiga kancing di leher. Pas dipakai sendiri atau ' +
      'sebagai lapisan dalam.',
  },
  {
    name: 'Kaos Raglan Baseball',
    category: 'kaos',
    garment: 'tshirt',
    material: 'Katun',
    colors: ['Grey', 'Navy'],
    sizes: UP_TO_XL,
    weight: 190,
    normalPrice: 119000,
    sellPrice: 89000,
    stock: 33,
    description:
      'Kaos raglan lengan tiga perempat dengan warna lengan kontras, gaya klasik seragam bisbol. ' +
      'Katun lembut yang tidak gerah.',
  },
  {
    name: 'Kaos Ringer Retro',
    category: 'kaos',
    garment: 'tshirt',
    material: 'Katun',
    colors: ['Black', 'Grey'],
    sizes: ['S', 'M', 'L'],
    weight: 170,
    normalPrice: 99000,
    sellPrice: 99000,
    stock: 19,
    description:
      'Kaos ringer dengan list rib kontras di leher dan ujung lengan, nuansa tahun 70-an. ' +
      'Potongan sedikit pas badan.',
  },
  {
    name: 'Kaos Kerah V Basic',
    category: 'kaos',
    garment: 'tshirt',
    material: 'Katun Combed 30s',
    colors: ['Grey', 'Black', 'Navy'],
    sizes: ALL_SIZES,
    weight: 150,
    normalPrice: 79000,
    sellPrice: 79000,
    stock: 50,
    status: 'draft',
    description:
      'Kaos kerah V yang tipis dan ringan untuk lapisan dalam kemeja. Menunggu foto studio sebelum ' +
      'ditayangkan.',
  },
  {
    name: 'Celana Jeans Straight',
    category: 'celana',
    garment: 'pants',
    material: 'Denim',
    colors: ['Navy', 'Black'],
    sizes: FROM_M,
    weight: 650,
    normalPrice: 329000,
    sellPrice: 329000,
    stock: 27,
    description:
      'Jeans potongan lurus dari denim 13,5 oz yang kokoh, dengan ritsleting YKK dan paku keling tembaga. ' +
      'Diproses rinse sehingga tidak luntur parah.',
  },
  {
    name: 'Celana Kulot Linen',
    category: 'celana',
    garment: 'pants',
    material: 'Linen',
    colors: ['Grey', 'Black'],
    sizes: UP_TO_XL,
    weight: 300,
    normalPrice: 189000,
    sellPrice: 189000,
    stock: 21,
    description:
      'Kulot linen berkaki lebar dengan pinggang karet penuh dan dua saku samping. Adem dan longgar ' +
      'untuk aktivitas seharian.',
  },
  {
    name: 'Celana Jogger Fleece',
    category: 'celana',
    garment: 'pants',
    material: 'Katun Fleece',
    colors: ['Grey', 'Black'],
    sizes: UP_TO_XL,
    weight: 420,
    normalPrice: 179000,
    sellPrice: 139000,
    stock: 38,
    description:
      'Jogger fleece bagian dalam berbulu halus, tali serut, dan manset rib di pergelangan kaki. ' +
      'Teman santai di rumah maupun olahraga pagi.',
  },
  {
    name: 'Celana Pendek Cargo',
    category: 'celana',
    garment: 'pants',
    material: 'Katun Ripstop',
    colors: ['Navy', 'Grey'],
    sizes: FROM_M,
    weight: 380,
    normalPrice: 159000,
    sellPrice: 159000,
    stock: 25,
    description:
      'Celana pendek cargo selutut dari ripstop yang kuat, enam saku termasuk dua saku samping ' +
      'berpenutup. Pas untuk jalan-jalan dan naik gunung.',
  },
  {
    name: 'Celana Bahan Formal',
    category: 'celana',
    garment: 'pants',
    material: 'Polyester Wool',
    colors: ['Black', 'Grey'],
    sizes: FROM_M,
    weight: 400,
    normalPrice: 239000,
    sellPrice: 239000,
    stock: 17,
    description:
      'Celana bahan berlipit tunggal dengan pinggang yang bisa disesuaikan. Licin, tidak mudah kusut, ' +
      'dan tetap rapi dari rapat pagi hingga acara malam.',
  },
  {
    name: 'Celana Jeans Wide Leg',
    category: 'celana',
    garment: 'pants',
    material: 'Denim',
    colors: ['Navy'],
    sizes: ['S', 'M', 'L'],
    weight: 620,
    normalPrice: 349000,
    sellPrice: 279000,
    stock: 11,
    description:
      'Jeans pinggang tinggi berkaki lebar dari denim non-stretch. Panjang menyentuh lantai saat ' +
      'dipakai dengan sepatu ber-hak.',
  },
  {
    name: 'Jaket Denim Trucker',
    category: 'outerwear',
    garment: 'jacket',
    material: 'Denim',
    colors: ['Navy', 'Black'],
    sizes: UP_TO_XL,
    weight: 850,
    normalPrice: 449000,
    sellPrice: 379000,
    stock: 10,
    description:
      'Jaket trucker klasik dari denim 14 oz dengan kancing logam, dua saku dada, dan pinggang yang bisa ' +
      'disesuaikan. Satu jaket untuk segala musim.',
  },
  {
    name: 'Jaket Bomber Parasut',
    category: 'outerwear',
    garment: 'jacket',
    material: 'Parasut',
    colors: ['Black', 'Navy'],
    sizes: FROM_M,
    weight: 600,
    normalPrice: 389000,
    sellPrice: 389000,
    stock: 13,
    description:
      'Bomber parasut tahan angin dengan furing dakron tipis, rib di leher, pergelangan, dan pinggang, ' +
      'serta saku lengan beritsleting.',
  },
  {
    name: 'Hoodie Fleece Basic',
    category: 'outerwear',
    garment: 'jacket',
    material: 'Katun Fleece',
    colors: ['Grey', 'Black', 'Navy'],
    sizes: ALL_SIZES,
    weight: 700,
    normalPrice: 279000,
    sellPrice: 229000,
    stock: 29,
    description:
      'Hoodie fleece 280 gsm dengan tudung berlapis dua, saku kanguru, dan rib tebal. Hangat tanpa ' +
      'terasa berat.',
  },
  {
    name: 'Overshirt Corduroy',
    category: 'outerwear',
    garment: 'jacket',
    material: 'Corduroy',
    colors: ['Grey', 'Black'],
    sizes: ['M', 'L', 'XL'],
    weight: 780,
    normalPrice: 359000,
    sellPrice: 359000,
    stock: 8,
    description:
      'Overshirt corduroy 8 wale yang tebal, bisa dipakai sebagai kemeja maupun jaket ringan. ' +
      'Dua saku tempel di dada.',
  },
  {
    name: 'Blazer Linen Unstructured',
    category: 'outerwear',
    garment: 'jacket',
    material: 'Linen',
    colors: ['Navy', 'Grey'],
    sizes: UP_TO_XL,
    weight: 650,
    normalPrice: 499000,
    sellPrice: 499000,
    stock: 0,
    description:
      'Blazer linen tanpa bantalan bahu dan tanpa furing penuh, ringan untuk acara semi-formal di siang ' +
      'hari. Dua kancing, saku tempel.',
  },
  {
    name: 'Vest Rajut Argyle',
    category: 'outerwear',
    garment: 'jacket',
    material: 'Rajut Akrilik',
    colors: ['Grey', 'Navy'],
    sizes: ['S', 'M', 'L'],
    weight: 300,
    normalPrice: 169000,
    sellPrice: 169000,
    stock: 16,
    status: 'draft',
    description:
      'Vest rajut bermotif argyle untuk dipadukan dengan kemeja. Koleksi musim depan, belum ditayangkan.',
  },
  {
    name: 'Dress Kemeja Linen',
    category: 'dress',
    garment: 'dress',
    material: 'Linen',
    colors: ['Grey', 'Navy'],
    sizes: UP_TO_XL,
    weight: 320,
    normalPrice: 269000,
    sellPrice: 269000,
    stock: 14,
    description:
      'Dress kemeja berkancing penuh dari linen dengan tali pinggang. Bisa dipakai terbuka sebagai outer ' +
      'panjang.',
  },
  {
    name: 'Gamis Katun Polos',
    category: 'dress',
    garment: 'dress',
    material: 'Katun Toyobo',
    colors: ['Black', 'Navy', 'Grey'],
    sizes: FROM_M,
    weight: 480,
    normalPrice: 299000,
    sellPrice: 299000,
    stock: 23,
    description:
      'Gamis katun toyobo yang jatuh dan tidak menerawang, dengan ritsleting depan yang ramah ibu menyusui ' +
      'dan saku di kedua sisi.',
  },
  {
    name: 'Tunik Rayon Basic',
    category: 'dress',
    garment: 'dress',
    material: 'Rayon',
    colors: ['Grey', 'Navy'],
    sizes: UP_TO_XL,
    weight: 230,
    normalPrice: 159000,
    sellPrice: 159000,
    stock: 31,
    description:
      'Tunik rayon sepanjang paha dengan belahan samping, nyaman dipadukan dengan celana kulot ' +
      'atau jeans.',
  },
  {
    name: 'Dress Denim Overall',
    category: 'dress',
    garment: 'dress',
    material: 'Denim',
    colors: ['Navy'],
    sizes: ['S', 'M', 'L'],
    weight: 560,
    normalPrice: 319000,
    sellPrice: 319000,
    stock: 7,
    description:
      'Dress overall denim dengan tali bahu yang bisa diatur dan saku kangguru di depan. Dipakai dengan ' +
      'kaos atau kemeja di dalamnya.',
  },
  {
    name: 'Kemeja Batik Parang Lengan Panjang',
    category: 'batik',
    garment: 'shirt',
    batik: true,
    material: 'Katun Primisima',
    colors: ['Navy', 'Black'],
    sizes: FROM_M,
    weight: 260,
    normalPrice: 329000,
    sellPrice: 329000,
    stock: 18,
    description:
      'Batik cap motif parang rusak dengan furing katun di bagian badan. Lengan panjang yang pantas ' +
      'untuk acara resmi.',
  },
  {
    name: 'Batik Tulis Sogan Premium',
    category: 'batik',
    garment: 'shirt',
    batik: true,
    material: 'Katun Primisima',
    colors: ['Black'],
    sizes: ['M', 'L', 'XL'],
    weight: 280,
    normalPrice: 899000,
    sellPrice: 899000,
    stock: 4,
    description:
      'Batik tulis warna sogan khas Yogyakarta, dikerjakan tangan selama tiga minggu. Setiap helai ' +
      'sedikit berbeda; dilengkapi kotak dan kartu keaslian.',
  },
  {
    name: 'Outer Batik Lurik',
    category: 'batik',
    garment: 'jacket',
    batik: true,
    material: 'Tenun Lurik',
    colors: ['Navy', 'Grey'],
    sizes: UP_TO_XL,
    weight: 380,
    normalPrice: 289000,
    sellPrice: 289000,
    stock: 12,
    description:
      'Outer kimono dari tenun lurik ATBM Klaten dengan aksen batik di kerah. Dipakai terbuka di atas ' +
      'kaos atau dress.',
  },
  {
    name: 'Dress Batik Mega Mendung',
    category: 'batik',
    garment: 'dress',
    batik: true,
    material: 'Rayon',
    colors: ['Navy', 'Black'],
    sizes: UP_TO_XL,
    weight: 300,
    normalPrice: 319000,
    sellPrice: 259000,
    stock: 15,
    description:
      'Dress batik printing motif mega mendung Cirebon dengan lengan balon dan kerut di pinggang. ' +
      'Anggun untuk kondangan siang.',
  },
  {
    name: 'Blus Batik Truntum',
    category: 'batik',
    garment: 'tshirt',
    batik: true,
    material: 'Katun',
    colors: ['Black', 'Grey'],
    sizes: UP_TO_XL,
    weight: 200,
    normalPrice: 219000,
    sellPrice: 219000,
    stock: 20,
    description:
      'Blus batik cap motif truntum, lambang cinta yang tumbuh kembali, dengan kerah bulat dan ' +
      'kancing di punggung.',
  },
  {
    name: 'Celana Batik Kulot',
    category: 'batik',
    garment: 'pants',
    batik: true,
    material: 'Rayon',
    colors: ['Navy', 'Black'],
    sizes: UP_TO_XL,
    weight: 260,
    normalPrice: 179000,
    sellPrice: 179000,
    stock: 0,
    description:
      'Kulot rayon bermotif batik sekar jagad dengan pinggang karet. Ringan, jatuh, dan mudah dipadukan ' +
      'dengan kaos polos.',
  },
  {
    name: 'Kemeja Batik Sekar Jagad Slim Fit',
    category: 'batik',
    garment: 'shirt',
    batik: true,
    material: 'Katun',
    colors: ['Navy', 'Grey'],
    sizes: ALL_SIZES,
    weight: 240,
    normalPrice: 269000,
    sellPrice: 269000,
    stock: 26,
    description:
      'Kemeja batik kombinasi cap dan tulis motif sekar jagad, potongan slim fit dengan kerah ' +
      'berkancing tersembunyi.',
  },
];

/** How many of the newest products also belong to new-arrival. */
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
