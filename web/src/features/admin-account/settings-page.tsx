// /admin/setting (back-office.md §2): the profile (the same call as /admin/profile), what the shop e-mails and to
// whom (no dead switches: the original's were static), free shipping and the couriers offered (issue 23), the
// low-stock threshold (issue 21), the seller on the invoices, the days after which shipped orders complete (issue
// 22) and whether delivered parcels complete their orders (issue 23), the payment methods the payment page offers
// (issue 23), the policy pages the footer links to (issue 32), and the account's password. The tab lives in the address (?tab=account), so a reload keeps it.
import { Card, List, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordForm } from '@/components/account/password-form';
import { AdminPage } from '@/components/admin/admin-page';
import { useListParams } from '@/lib/use-list-params';
import { CurrentSessionQuery } from '@/lib/session';
import { StaffProfileCard } from './admin-profile-page';
import { FreeShippingCard } from './free-shipping-form';
import { ShippingCouriersCard } from './shipping-couriers-form';
import { LowStockSettingCard } from './low-stock-form';
import { SellerCard } from './seller-form';
import { OrderAutoCompleteCard } from './order-auto-complete-form';
import { PaymentMethodsCard } from './payment-methods-form';
import { CompleteOnDeliveryCard } from './complete-on-delivery-form';
import { LanguageSettingCard } from './language-form';
import { PolicyPagesCard } from './policy-pages-form';

const TABS = [
  { value: 'profile', label: msg`Profile` },
  { value: 'notifications', label: msg`Notifications` },
  { value: 'shipping', label: msg`Shipping` },
  { value: 'stock', label: msg`Stock` },
  { value: 'invoice', label: msg`Invoice` },
  { value: 'policies', label: msg`Policies` },
  { value: 'orders', label: msg`Orders` },
  { value: 'payment', label: msg`Payment` },
  { value: 'account', label: msg`Account` },
] as const;

export function SettingsPage() {
  const { t, i18n } = useLingui();
  const { filter, setFilter } = useListParams();
  const tab = TABS.find((candidate) => candidate.value === filter('tab'))?.value ?? 'profile';
  return (
    <AdminPage title={t`Settings`}>
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
              {i18n._(candidate.label)}
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
          <ShippingCouriersCard />
        </Tabs.Content>
        <Tabs.Content value="stock">
          <LowStockSettingCard />
        </Tabs.Content>
        <Tabs.Content value="invoice">
          <SellerCard />
        </Tabs.Content>
        <Tabs.Content value="policies">
          <PolicyPagesCard />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <Stack gap="4">
            <OrderAutoCompleteCard />
            <CompleteOnDeliveryCard />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="payment">
          <PaymentMethodsCard />
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
  const { t } = useLingui();
  const { data } = useQuery(CurrentSessionQuery);
  const email = data?.me?.profile.email;
  return (
    <Card.Root variant="outline" maxW="3xl" width="full">
      <Card.Body>
        <Stack gap="3">
          <Text>
            <Trans>The shop e-mails customers at the address their order gives:</Trans>
          </Text>
          <List.Root ps="5">
            <List.Item>
              <Trans>when an order is placed — "Pesanan … telah kami terima", with the link to pay;</Trans>
            </List.Item>
            <List.Item>
              <Trans>when its payment arrives — "Pembayaran pesanan … berhasil";</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                when its parcel leaves — "Pesanan … telah dikirim", with the resi and the link to follow it;
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>when someone signs up — the link that confirms their e-mail address.</Trans>
            </List.Item>
          </List.Root>
          <Text color="fg.muted">
            <Trans>
              Staff are not e-mailed about orders: new and paid orders show on the dashboard, which refreshes
              every 30 seconds.
            </Trans>
            {email ? <> {t`Your account's address is ${email}.`}</> : null}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
