// Placeholder until this screen is built.
import { PagePlaceholder } from '@/components/page-placeholder';

export function CheckoutPage() {
  return <PagePlaceholder />;
}
