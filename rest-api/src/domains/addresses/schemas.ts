// TypeBox schemas of a member's delivery addresses (spec §3 Address); the city carries province and postal code.
import { Type } from 'typebox';
import { Phone } from '../../lib/phone.js';
import { PostalCode, SubdistrictName } from '../../lib/postal-code.js';
import { Data, List, Nullable, SearchQuery, Uuid } from '../../lib/schemas.js';

export const MAX_ADDRESSES_PER_MEMBER = 50;

const CityRef = Type.String({ description: 'The city id (RajaOngkir), as a string' });

export const Address = Type.Object({
  id: Uuid,
  title: Type.String({ description: 'Label Alamat, e.g. Rumah or Kantor' }),
  name: Type.String({ description: 'Nama Penerima: who receives the parcel' }),
  phone: Type.String(),
  address: Type.String(),
  note: Type.String({ description: 'Catatan Kurir' }),
  isDefault: Type.Boolean(),
  code: CityRef,
  provinceID: Type.String(),
  provinceName: Type.String(),
  districtID: CityRef,
  districtName: Type.String({ description: "The city's type and name, e.g. Kota Yogyakarta" }),
  subdistrictID: Type.String(),
  subdistrictName: Type.String(),
  postalCode: Type.String(),
});

// The client sends ids as the strings the location lists gave it; an integer is taken as well.
const locationIdInput = (description: string, orEmpty = false) =>
  Type.Union(
    [
      Type.String({ pattern: orEmpty ? '^[0-9]{0,9}$' : '^[0-9]{1,9}$' }),
      Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    ],
    { description },
  );

// Required text is checked after trimming in the handler, so that "   " is refused like a missing field.
const AddressFields = {
  title: Type.String({ maxLength: 100 }),
  name: Type.String({ maxLength: 100 }),
  phone: Phone,
  address: Type.String({ maxLength: 500 }),
  note: Type.Optional(Type.String({ maxLength: 500 })),
  districtID: Type.Optional(locationIdInput('The city id; either districtID or code')),
  code: Type.Optional(locationIdInput('The city id; either districtID or code')),
  provinceID: Type.Optional(
    locationIdInput("The city's province, checked when given; empty is ignored", true),
  ),
  subdistrictID: Type.Optional(Type.String({ maxLength: 50 })),
  subdistrictName: Type.Optional(SubdistrictName),
  postalCode: Type.Optional(PostalCode),
};

export const CreateAddressBody = Type.Object(AddressFields);
export const UpdateAddressBody = Type.Object({
  ...AddressFields,
  title: Type.Optional(AddressFields.title),
  name: Type.Optional(AddressFields.name),
  phone: Type.Optional(AddressFields.phone),
  address: Type.Optional(AddressFields.address),
});

export const AddressListQuery = SearchQuery;
export const AddressAnswer = Data(Address);
export const DefaultAddressAnswer = Data(Nullable(Address));
export const AddressList = List(Address);
