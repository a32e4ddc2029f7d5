// A saved address on one line, as the address book's cards and checkout's address choice show it: the fields the
// line reads, and lib/address's formatter fed with them (the API names the city districtName).
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { formatAddress } from '@/lib/address';

export const AddressLineFragment = graphql(`
  fragment AddressLine_address on Address {
    name
    phone
    address
    subdistrictName
    districtName
    provinceName
    postalCode
  }
`);

/**
 * 'Jl. Braga No. 5, Sumur Bandung, Kota Bandung, Jawa Barat 40111'; with `recipient`, who receives it first ('Sari, 0812…, Jl.
 * Braga…'), for a line that stands alone.
 */
export function addressLine(
  ref: FragmentType<typeof AddressLineFragment>,
  { recipient = false }: { recipient?: boolean } = {},
): string {
  const address = getFragmentData(AddressLineFragment, ref);
  return formatAddress({
    name: recipient ? address.name : null,
    phone: recipient ? address.phone : null,
    address: address.address,
    subdistrict: address.subdistrictName,
    city: address.districtName,
    province: address.provinceName,
    postalCode: address.postalCode,
  });
}
