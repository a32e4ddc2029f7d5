// /new-arrival: the new-arrival category's products, a search box and pagination, 4 per page (storefront.md §2).
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { NEW_ARRIVAL_SLUG } from '@/lib/constants';
import { CategoryListing } from './category-listing';

export function NewArrivalPage() {
  const { t } = useLingui();
  return (
    <CategoryListing
      slug={NEW_ARRIVAL_SLUG}
      pageSize={PAGE_SIZE.newArrival}
      title={t`New Arrival`}
      searchable
    />
  );
}
