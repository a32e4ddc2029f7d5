// How an Indonesian delivery address reads, wherever the app shows one (address book, checkout's saved addresses and
// its shipping step, order details for members and staff): one formatter, so every screen says it the same way.
// The REST API words an order's one-line `destination` by the same rules (its SQL's DESTINATION_LINE).

/** The parts of an address as the API answers them; any may be missing. */
export interface AddressParts {
  /** Recipient and phone, shown first when given (checkout's summaries). */
  name?: string | null | undefined;
  phone?: string | null | undefined;
  /** The street as typed: street, number, RT/RW, kelurahan… */
  address?: string | null | undefined;
  /** The kecamatan (the API's subdistrictName). */
  subdistrict?: string | null | undefined;
  /** The city with its type, as cityLabel gives it ('Kota Bandung', 'Kabupaten Sleman'). */
  city?: string | null | undefined;
  province?: string | null | undefined;
  postalCode?: string | null | undefined;
}

/** An address as a form holds it (the address book, checkout, the cashier): the city is chosen by its id. */
export interface AddressValues {
  title: string;
  name: string;
  phone: string;
  provinceID: string;
  districtID: string;
  /** The kecamatan, as typed (the API's subdistrictName). */
  subdistrictName: string;
  /** Five digits, filled in from the chosen city. */
  postalCode: string;
  address: string;
  note: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  title: '',
  name: '',
  phone: '',
  provinceID: '',
  districtID: '',
  subdistrictName: '',
  postalCode: '',
  address: '',
  note: '',
};

/** A five-digit Indonesian postcode standing on its own in a text. */
const POSTCODE = /(^|\D)\d{5}(\D|$)/u;

/**
 * 'Jl. Braga No. 5, Sumur Bandung, Kota Bandung, Jawa Barat 40111': the street, the kecamatan, the city with its
 * type, the province and the postcode. The postcode is left out when the street as typed already holds one (people
 * often type it), and so is the kecamatan when the street names it, so an address never shows either twice. Empty
 * parts are skipped; with a name or phone they come first.
 */
export function formatAddress(parts: AddressParts): string {
  const street = clean(parts.address);
  const postcode = POSTCODE.test(street) ? '' : clean(parts.postalCode);
  const subdistrict = clean(parts.subdistrict);
  return [
    clean(parts.name),
    clean(parts.phone),
    street,
    subdistrict && !street.toLowerCase().includes(subdistrict.toLowerCase()) ? subdistrict : '',
    clean(parts.city),
    [clean(parts.province), postcode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * 'Kota Yogyakarta', 'Kabupaten Sleman': the city's type before its name (unless the name already carries it), as
 * the location data has both; a province may hold a Kota and a Kabupaten of the same name (Bogor).
 */
export function cityLabel(city: { type: string; city: string }): string {
  const type = city.type.trim();
  return type && !city.city.toLowerCase().startsWith(type.toLowerCase()) ? `${type} ${city.city}` : city.city;
}

/** A text part with its spaces tidied (a street typed over several lines reads as one). */
function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/gu, ' ').trim();
}
