// Built by the back-office issue's screen work (a stand-in until then).
import { PagePlaceholder } from '@/components/page-placeholder';

export function DashboardPage() {
  return <PagePlaceholder />;
}
