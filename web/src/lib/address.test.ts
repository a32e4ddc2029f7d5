import { describe, expect, it } from 'vitest';
import { cityLabel, formatAddress } from './address';

describe('formatAddress', () => {
  it('reads street, the city with its type, then the province and its postcode', () => {
    expect(
      formatAddress({
        address: 'Jl. Braga No. 5',
        city: 'Kota Bandung',
        province: 'Jawa Barat',
        postalCode: '40111',
      }),
    ).toBe('Jl. Braga No. 5, Kota Bandung, Jawa Barat 40111');
  });

  it('shows one postcode: the one typed in the street wins over the city’s', () => {
    expect(
      formatAddress({
        address: 'Jl. Braga No. 5, Bandung 40135',
        city: 'Kota Bandung',
        province: 'Jawa Barat',
        postalCode: '40111',
      }),
    ).toBe('Jl. Braga No. 5, Bandung 40135, Kota Bandung, Jawa Barat');
    // A house number or RT/RW is no postcode.
    expect(
      formatAddress({ address: 'Jl. Kaliurang KM 5 No. 123', city: 'Kabupaten Sleman', postalCode: '55281' }),
    ).toBe('Jl. Kaliurang KM 5 No. 123, Kabupaten Sleman, 55281');
  });

  it('puts the name and phone first when given, skips empty parts and tidies spaces', () => {
    expect(
      formatAddress({
        name: ' Sari ',
        phone: '0812 3456 7890',
        address: 'Jl. Malioboro 1\n  RT 01',
        city: '',
        province: 'DI Yogyakarta',
        postalCode: null,
      }),
    ).toBe('Sari, 0812 3456 7890, Jl. Malioboro 1 RT 01, DI Yogyakarta');
    expect(formatAddress({})).toBe('');
  });
});

describe('cityLabel', () => {
  it('puts the type before the name, once', () => {
    expect(cityLabel({ type: 'Kota', city: 'Bandung' })).toBe('Kota Bandung');
    expect(cityLabel({ type: 'Kabupaten', city: 'Bogor' })).toBe('Kabupaten Bogor');
    expect(cityLabel({ type: 'Kota', city: 'Kota Baru' })).toBe('Kota Baru');
    expect(cityLabel({ type: '', city: 'Bandung' })).toBe('Bandung');
  });
});
