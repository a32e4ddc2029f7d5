// /test3, the cashier (back-office.md §2's mock-up, made real): staff take an order for a customer who asked by
// chat or phone. They find products, choose colour, size and quantity (never beyond stock), fill in the
// customer's e-mail and delivery address, pick the courier's service, and place the order through the same
// checkout as the storefront — the server prices it, reserves the stock and e-mails the customer the link to pay;
// the order is the customer's (their member account when the e-mail has one), never the staff member's.
import { Grid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { mergeLine } from '@/lib/cart';
import type { CashierLine } from './cashier-line';
import { CustomerForm } from './customer-form';
import { OrderLines } from './order-lines';
import { type Placed, PlacedCard } from './placed-card';
import { ProductPicker } from './product-picker';

export function CashierPage() {
  const { t } = useLingui();
  const [lines, setLines] = useState<CashierLine[]>([]);
  const [placed, setPlaced] = useState<Placed | null>(null);

  if (placed) {
    return (
      <AdminPage title={t`Cashier`}>
        <PlacedCard placed={placed} onNext={() => setPlaced(null)} />
      </AdminPage>
    );
  }

  return (
    <AdminPage title={t`Cashier`}>
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="5" alignItems="start">
        <ProductPicker onAdd={(line) => setLines((current) => mergeLine(current, line))} />
        <Stack gap="5">
          <OrderLines lines={lines} onChange={setLines} />
          <CustomerForm
            lines={lines}
            onPlaced={(order) => {
              setLines([]);
              setPlaced(order);
            }}
          />
        </Stack>
      </Grid>
    </AdminPage>
  );
}
