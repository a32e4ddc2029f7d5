// Placeholder until this screen is built.
import { PagePlaceholder } from '@/components/page-placeholder';

export function CartPage() {
  return <PagePlaceholder />;
}
