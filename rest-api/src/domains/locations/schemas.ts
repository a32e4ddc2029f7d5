// TypeBox schemas of the location lists the address form and checkout pick from (RajaOngkir numbering).
import { Type } from 'typebox';
import { Data } from '../../lib/schemas.js';

/** Province and city ids are integers in the database but strings on the wire, as RajaOngkir sends them. */
export const LocationId = Type.String({ pattern: '^[0-9]+$', description: 'RajaOngkir id, as a string' });

export const Province = Type.Object({ id: LocationId, province: Type.String() });

export const City = Type.Object({
  id: LocationId,
  provinceID: LocationId,
  type: Type.String({ description: 'Kabupaten or Kota' }),
  city: Type.String(),
  postalCode: Type.String(),
});

export const CityQuery = Type.Object({
  provinceID: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Only this province; all when absent' }),
  ),
});

export const ProvinceListAnswer = Data(Type.Array(Province));
export const CityListAnswer = Data(Type.Array(City));
