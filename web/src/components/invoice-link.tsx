// 'Invoice': the way to an order's invoice from the member's and staff's order details and a guest's /order-status.
// A guest's link carries the code and e-mail they gave in the router's state, never in the address.
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { generatePath, Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import type { InvoiceLookup } from '@/lib/invoice-lookup';

export function InvoiceLink({ orderId, lookup }: { orderId: string; lookup?: InvoiceLookup }) {
  return (
    <Button asChild variant="outline" minH="10" alignSelf="start">
      <RouterLink to={generatePath(paths.invoice, { id: orderId })} state={lookup ? { lookup } : undefined}>
        <Trans>Invoice</Trans>
      </RouterLink>
    </Button>
  );
}
