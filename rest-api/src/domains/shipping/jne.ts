// The built-in JNE estimator: deterministic JNE rates from the zone between two cities and JNE's weight rounding,
// answered in RajaOngkir's shape, for shops without a RajaOngkir account.
import type { Queryable } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import type { CourierCosts, ShippingProvider } from './provider.js';
import { checkedParcel } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

export const JNE = { code: 'jne', name: 'Jalur Nugraha Ekakurir (JNE)' } as const;

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

export const SERVICES = {
  OKE: 'Ongkos Kirim Ekonomis',
  REG: 'Layanan Reguler',
  YES: 'Yakin Esok Sampai',
} as const;
export type Service = keyof typeof SERVICES;

interface Tariff {
  /** Rupiah per kilogram after rounding, in whole hundreds. */
  perKg: number;
  /** Days, as JNE states them. */
  etd: string;
}

// Modelled on JNE's 2026 retail tariffs from Java, one figure per zone (REG Yogyakarta → Jakarta 11,000 per kg,
// → Papua 84,000). YES is next-day air freight, which JNE does not promise beyond two crossings.
const tariff = (perKg: number, etd: string): Tariff => ({ perKg, etd });

export const TARIFFS: Readonly<Record<Zone, Readonly<Partial<Record<Service, Tariff>>>>> = {
  city: { OKE: tariff(6_500, '2-3'), REG: tariff(8_000, '1-2'), YES: tariff(15_000, '1') },
  province: { OKE: tariff(8_000, '2-3'), REG: tariff(10_000, '1-2'), YES: tariff(18_000, '1') },
  island: { OKE: tariff(9_000, '3-4'), REG: tariff(11_000, '2-3'), YES: tariff(20_000, '1') },
  neighbour: { OKE: tariff(19_000, '4-6'), REG: tariff(23_000, '3-4'), YES: tariff(35_000, '1') },
  far: { OKE: tariff(35_000, '5-8'), REG: tariff(42_000, '4-6'), YES: tariff(60_000, '1') },
  remote: { OKE: tariff(70_000, '7-14'), REG: tariff(84_000, '5-8') },
};

/** JNE rounds the part above whole kilograms down when it is this many grams or fewer, else up. */
export const ROUND_DOWN_MAX_GRAMS = 300;

/** The kilograms JNE charges for a parcel: at least 1; 1300 g → 1 kg, 1301 g → 2 kg. */
export function jneChargedKg(grams: number): number {
  const whole = Math.floor(grams / 1000);
  const rest = grams - whole * 1000;
  return Math.max(1, rest > ROUND_DOWN_MAX_GRAMS ? whole + 1 : whole);
}

export function jneEstimator(db: Queryable): ShippingProvider {
  // The cities are facts shipped in a migration, so one read serves the life of the process.
  let provinces: Promise<Map<number, number>> | undefined;
  const provinceOfCity = () => {
    if (!provinces) {
      const loading = db
        .query<{ id: number; provinceId: number }>('SELECT id, province_id AS "provinceId" FROM cities')
        .then((rows) => new Map(rows.map((row) => [row.id, row.provinceId])));
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (provinces === loading) provinces = undefined;
      });
      provinces = loading;
    }
    return provinces;
  };

  return {
    name: 'jne-estimator',
    async costs(request): Promise<CourierCosts[]> {
      const parcel = checkedParcel(request);
      if (parcel.courier !== JNE.code)
        throw badRequest(
          defineMessage({
            id: 'shipping.courier-only-jne-supported',
            defaultMessage: 'courier: only jne is supported',
          }),
        );
      const cities = await provinceOfCity();
      const place = (field: 'origin' | 'destination', cityId: number): CityPlace => {
        const provinceId = cities.get(cityId);
        if (provinceId === undefined)
          throw badRequest(
            t(
              defineMessage({
                id: 'shipping.no-such-city',
                defaultMessage: '{field}: there is no city with id {id}',
              }),
              { field, id: cityId },
            ),
          );
        return { cityId, provinceId };
      };
      const zone = zoneBetween(place('origin', parcel.origin), place('destination', parcel.destination));
      const kg = jneChargedKg(parcel.weight);
      const costs = (Object.keys(SERVICES) as Service[]).flatMap((service) => {
        const tariff = TARIFFS[zone][service];
        if (!tariff) return [];
        const cost = [{ value: tariff.perKg * kg, etd: tariff.etd, note: '' }];
        return [{ service, description: SERVICES[service], cost }];
      });
      return [{ code: JNE.code, name: JNE.name, costs }];
    },
  };
}
