// /admin/setting (back-office.md §2): the profile (the same call as /admin/profile), what the shop e-mails and to
// whom (no dead switches: the original's were static), free shipping, the low-stock threshold (issue 21), the seller
// on the invoices and the days after which shipped orders complete (issue 22), and the account's password. The tab
// lives in the address (?tab=account), so a reload keeps it.
import { Card, List, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PasswordForm } from '@/components/account/password-form';
import { AdminPage } from '@/components/admin/admin-page';
import { useListParams } from '@/lib/use-list-params';
import { CurrentSessionQuery } from '@/lib/session';
import { StaffProfileCard } from './admin-profile-page';
import { FreeShippingCard } from './free-shipping-form';
import { LowStockSettingCard } from './low-stock-form';
import { SellerCard } from './seller-form';
import { OrderAutoCompleteCard } from './order-auto-complete-form';
import { LanguageSettingCard } from './language-form';

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'shipping', label: 'Shipping' },
  { value: 'stock', label: 'Stock' },
  { value: 'invoice', label: 'Invoice' },
  { value: 'orders', label: 'Orders' },
  { value: 'account', label: 'Account' },
] as const;

export function SettingsPage() {
  const { filter, setFilter } = useListParams();
  const tab = TABS.find((candidate) => candidate.value === filter('tab'))?.value ?? 'profile';
  return (
    <AdminPage title="Settings">
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setFilter('tab', details.value === 'profile' ? '' : details.value)}
        variant="line"
        lazyMount
      >
        {/* On a phone the tabs wrap onto two lines: every one stays on screen. */}
        <Tabs.List flexWrap="wrap">
          {TABS.map((candidate) => (
            // Not shrunk below its label: the row wraps instead.
            <Tabs.Trigger key={candidate.value} value={candidate.value} minH="10" flexShrink={0}>
              {candidate.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">
          <StaffProfileCard />
        </Tabs.Content>
        <Tabs.Content value="notifications">
          <Stack gap="4">
            <NotificationsCard />
            <LanguageSettingCard />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="shipping">
          <FreeShippingCard />
        </Tabs.Content>
        <Tabs.Content value="stock">
          <LowStockSettingCard />
        </Tabs.Content>
        <Tabs.Content value="invoice">
          <SellerCard />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <OrderAutoCompleteCard />
        </Tabs.Content>
        <Tabs.Content value="account">
          <Card.Root variant="outline" maxW="3xl" width="full">
            <Card.Body>
              <PasswordForm />
            </Card.Body>
          </Card.Root>
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}

/** What the shop sends, said plainly: there is nothing to switch here yet, so nothing pretends to be a switch. */
function NotificationsCard() {
  const { data } = useQuery(CurrentSessionQuery);
  const email = data?.me?.profile.email;
  return (
    <Card.Root variant="outline" maxW="3xl" width="full">
      <Card.Body>
        <Stack gap="3">
          <Text>The shop e-mails customers at the address their order gives:</Text>
          <List.Root ps="5">
            <List.Item>
              when an order is placed — "Pesanan … telah kami terima", with the link to pay;
            </List.Item>
            <List.Item>when its payment arrives — "Pembayaran pesanan … berhasil";</List.Item>
            <List.Item>when someone signs up — the link that confirms their e-mail address.</List.Item>
          </List.Root>
          <Text color="fg.muted">
            Staff are not e-mailed about orders: new and paid orders show on the dashboard, which refreshes
            every 30 seconds.{email ? ` Your account's address is ${email}.` : ''}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
