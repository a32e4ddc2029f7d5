// /product/category/:slug: a category's products under its name, 4 per page (storefront.md §2).
import { useParams } from 'react-router';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { CategoryListing } from './category-listing';

export function CategoryPage() {
  const { slug = '' } = useParams();
  // A new slug is a new list: its page state starts afresh.
  return <CategoryListing key={slug} slug={slug} pageSize={PAGE_SIZE.category} />;
}
