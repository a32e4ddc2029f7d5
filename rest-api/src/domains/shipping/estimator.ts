// The built-in estimator: deterministic rates of the five couriers the shop can offer (JNE, J&T Express, SiCepat,
// POS Indonesia, TIKI) from the zone between two cities and the couriers' weight rounding, answered in RajaOngkir's
// shape, for shops without a RajaOngkir account, and in place of RajaOngkir when it fails or is slow.
import { takesWeight, type ShippingCourier } from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { cityProvinces } from '../locations/repository.js';
import type { CourierCosts, ShippingProvider } from './provider.js';
import { checkedParcel } from './schemas.js';

export type IslandGroup =
  'sumatra' | 'java' | 'bali-nusa-tenggara' | 'kalimantan' | 'sulawesi' | 'maluku' | 'papua';

/** The provinces of each island group, by id (RajaOngkir numbering, migration 0003): all 34, each once. */
const ISLAND_PROVINCES: Readonly<Record<IslandGroup, readonly number[]>> = {
  // Bangka Belitung, Bengkulu, Jambi, Kepulauan Riau, Lampung, Aceh, Riau, Sumatera Barat, Selatan and Utara
  sumatra: [2, 4, 8, 17, 18, 21, 26, 32, 33, 34],
  // Banten, DI Yogyakarta, DKI Jakarta, Jawa Barat, Tengah and Timur
  java: [3, 5, 6, 9, 10, 11],
  // Bali, Nusa Tenggara Barat and Timur
  'bali-nusa-tenggara': [1, 22, 23],
  // Kalimantan Barat, Selatan, Tengah, Timur and Utara
  kalimantan: [12, 13, 14, 15, 16],
  // Gorontalo, Sulawesi Barat, Selatan, Tengah, Tenggara and Utara
  sulawesi: [7, 27, 28, 29, 30, 31],
  // Maluku, Maluku Utara
  maluku: [19, 20],
  // Papua, Papua Barat
  papua: [24, 25],
};

/** The island group of each province, by id. */
export const PROVINCE_ISLANDS: Readonly<Record<number, IslandGroup>> = Object.fromEntries(
  Object.entries(ISLAND_PROVINCES).flatMap(([group, ids]) => ids.map((id) => [id, group as IslandGroup])),
);

/** Groups one sea crossing apart, along JNE's main trunk lines (each pair listed both ways). */
export const NEIGHBOURS: Readonly<Record<IslandGroup, readonly IslandGroup[]>> = {
  sumatra: ['java', 'kalimantan'],
  java: ['sumatra', 'bali-nusa-tenggara', 'kalimantan'],
  'bali-nusa-tenggara': ['java', 'sulawesi'],
  kalimantan: ['sumatra', 'java', 'sulawesi'],
  sulawesi: ['bali-nusa-tenggara', 'kalimantan', 'maluku'],
  maluku: ['sulawesi', 'papua'],
  papua: ['maluku'],
};

// Parcels between two cities of these groups fly or sail even within one province, so they never cost less
// than a crossing to a neighbouring group.
const AIR_BOUND_GROUPS: ReadonlySet<IslandGroup> = new Set(['maluku', 'papua']);

/** Nearest first: city and province (same city, same province), island (same group), then by crossings. */
export const ZONES = ['city', 'province', 'island', 'neighbour', 'far', 'remote'] as const;
export type Zone = (typeof ZONES)[number];

/** Sea crossings between two groups (0 for the same group). */
function crossings(from: IslandGroup, to: IslandGroup): number {
  let frontier: IslandGroup[] = [from];
  const seen = new Set<IslandGroup>(frontier);
  for (let distance = 0; frontier.length > 0; distance += 1) {
    if (frontier.includes(to)) return distance;
    frontier = frontier.flatMap((group) => NEIGHBOURS[group].filter((next) => !seen.has(next)));
    for (const group of frontier) seen.add(group);
  }
  return Number.POSITIVE_INFINITY;
}

export interface CityPlace {
  cityId: number;
  provinceId: number;
}

export function zoneBetween(origin: CityPlace, destination: CityPlace): Zone {
  if (origin.cityId === destination.cityId) return 'city';
  const from = PROVINCE_ISLANDS[origin.provinceId];
  const to = PROVINCE_ISLANDS[destination.provinceId];
  if (!from || !to)
    throw new Error(`No island group for province ${origin.provinceId} or ${destination.provinceId}`);
  const hops = crossings(from, to);
  if (hops === 0 && AIR_BOUND_GROUPS.has(from)) return 'neighbour';
  if (origin.provinceId === destination.provinceId) return 'province';
  if (hops === 0) return 'island';
  if (hops === 1) return 'neighbour';
  return hops === 2 ? 'far' : 'remote';
}

/** What a courier's service costs per charged kilogram in one zone, and the days it takes. */
export interface Tariff {
  /** Rupiah per kilogram after rounding, in whole hundreds. */
  perKg: number;
  /** Days, as the courier states them. */
  etd: string;
}

const tariff = (perKg: number, etd: string): Tariff => ({ perKg, etd });

/**
 * JNE's services, modelled on JNE's 2026 retail tariffs from Java, one figure per zone (REG Yogyakarta → Jakarta
 * 11,000 per kg, → Papua 84,000). YES is next-day air freight, which JNE does not promise beyond two crossings.
 * The other couriers' prices are set against these (COURIER_SERVICES).
 */
export const JNE_TARIFFS = {
  OKE: {
    city: tariff(6_500, '2-3'),
    province: tariff(8_000, '2-3'),
    island: tariff(9_000, '3-4'),
    neighbour: tariff(19_000, '4-6'),
    far: tariff(35_000, '5-8'),
    remote: tariff(70_000, '7-14'),
  },
  REG: {
    city: tariff(8_000, '1-2'),
    province: tariff(10_000, '1-2'),
    island: tariff(11_000, '2-3'),
    neighbour: tariff(23_000, '3-4'),
    far: tariff(42_000, '4-6'),
    remote: tariff(84_000, '5-8'),
  },
  YES: {
    city: tariff(15_000, '1'),
    province: tariff(18_000, '1'),
    island: tariff(20_000, '1'),
    neighbour: tariff(35_000, '1'),
    far: tariff(60_000, '1'),
  },
} as const satisfies Record<string, Partial<Record<Zone, Tariff>>>;

/** The kind of service a courier's product is: what JNE tariff it is priced against. */
type ServiceClass = keyof typeof JNE_TARIFFS;

export interface EstimatedService {
  /** The service code as RajaOngkir answers it (OKE, EZ, BEST, Pos Reguler, ONS, …). */
  service: string;
  description: string;
  /** Priced as this share of JNE's service of the class, rounded to hundreds. */
  priced: ServiceClass;
  factor: number;
  /** Days added to the class's etd (economy and cargo services are slower). */
  extraDays?: number;
}

const service = (
  code: string,
  description: string,
  priced: ServiceClass,
  factor: number,
  extra: Pick<EstimatedService, 'extraDays'> = {},
): EstimatedService => ({ service: code, description, priced, factor, ...extra });

/**
 * Each courier's name as RajaOngkir answers it and its services, cheapest kind first. The codes and descriptions
 * are those RajaOngkir (Komerce) answers; the factors put each courier where its retail prices sit against JNE's
 * (J&T and SiCepat a little under, POS Reguler under but a day slower, TIKI level). Next-day services follow
 * YES: none to the remote zone.
 */
export const COURIER_SERVICES: Readonly<
  Record<ShippingCourier, { name: string; services: readonly EstimatedService[] }>
> = {
  jne: {
    name: 'Jalur Nugraha Ekakurir (JNE)',
    services: [
      service('OKE', 'Ongkos Kirim Ekonomis', 'OKE', 1),
      service('REG', 'Layanan Reguler', 'REG', 1),
      service('YES', 'Yakin Esok Sampai', 'YES', 1),
    ],
  },
  jnt: {
    name: 'J&T Express',
    services: [service('EZ', 'Reguler', 'REG', 0.95)],
  },
  sicepat: {
    name: 'SiCepat Express',
    services: [
      // Cargo from 10 kg: not offered for a lighter parcel (the shop rules' SERVICE_MIN_WEIGHT_GRAMS).
      service('GOKIL', 'Cargo (min. 10 kg)', 'OKE', 0.55, { extraDays: 1 }),
      service('REG', 'Reguler', 'REG', 0.95),
      service('BEST', 'Besok Sampai Tujuan', 'YES', 0.9),
    ],
  },
  pos: {
    name: 'POS Indonesia (POS)',
    services: [
      service('Pos Reguler', 'Pos Reguler', 'REG', 0.9, { extraDays: 1 }),
      service('Pos Nextday', 'Pos Nextday', 'YES', 0.95),
    ],
  },
  tiki: {
    name: 'Citra Van Titipan Kilat (TIKI)',
    services: [
      service('ECO', 'Economy Service', 'OKE', 0.95),
      service('REG', 'Regular Service', 'REG', 1),
      service('ONS', 'Over Night Service', 'YES', 1),
    ],
  },
};

/** The couriers round the part above whole kilograms down when it is this many grams or fewer, else up. */
export const ROUND_DOWN_MAX_GRAMS = 300;

/** The kilograms the couriers charge for a parcel: at least 1; 1300 g → 1 kg, 1301 g → 2 kg. */
export function chargedKg(grams: number): number {
  const whole = Math.floor(grams / 1000);
  const rest = grams - whole * 1000;
  return Math.max(1, rest > ROUND_DOWN_MAX_GRAMS ? whole + 1 : whole);
}

/** "2-3" plus a day → "3-4"; "1" → "2". */
function laterBy(etd: string, days: number): string {
  return days ? etd.replace(/\d+/gu, (value) => String(Number(value) + days)) : etd;
}

/** A service's price and days in one zone, or undefined when it does not go there. */
export function serviceTariff(item: EstimatedService, zone: Zone): Tariff | undefined {
  const base: Partial<Record<Zone, Tariff>> = JNE_TARIFFS[item.priced];
  const found = base[zone];
  if (!found) return undefined;
  return {
    perKg: Math.round((found.perKg * item.factor) / 100) * 100,
    etd: laterBy(found.etd, item.extraDays ?? 0),
  };
}

/** The couriers' answers for a parcel of `grams` in `zone`, in RajaOngkir's shape. */
export function estimate(couriers: readonly ShippingCourier[], zone: Zone, grams: number): CourierCosts[] {
  const kg = chargedKg(grams);
  return couriers.map((code) => {
    const { name, services } = COURIER_SERVICES[code];
    const costs = services.flatMap((item) => {
      const found = serviceTariff(item, zone);
      if (!found || !takesWeight(code, item.service, grams)) return [];
      const value = found.perKg * kg;
      return [
        { service: item.service, description: item.description, cost: [{ value, etd: found.etd, note: '' }] },
      ];
    });
    return { code, name, costs, fallback: false };
  });
}

export function estimator(db: Queryable): ShippingProvider {
  // The cities are facts shipped in a migration, so one read serves the life of the process.
  let provinces: Promise<Map<number, number>> | undefined;
  const provinceOfCity = () => {
    if (!provinces) {
      const loading = cityProvinces(db);
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (provinces === loading) provinces = undefined;
      });
      provinces = loading;
    }
    return provinces;
  };

  return {
    name: 'estimator',
    async costs(request): Promise<CourierCosts[]> {
      const parcel = checkedParcel(request);
      const cities = await provinceOfCity();
      const place = (field: 'origin' | 'destination', cityId: number): CityPlace => {
        const provinceId = cities.get(cityId);
        if (provinceId === undefined) throw badRequest(`${field}: there is no city with id ${cityId}`);
        return { cityId, provinceId };
      };
      const zone = zoneBetween(place('origin', parcel.origin), place('destination', parcel.destination));
      return estimate(parcel.couriers, zone, parcel.weight);
    },
  };
}
