// /admin/voucher (issue 22, vouchers): the shop's voucher codes, newest first, 10 a page — code, kind, value, minimum
// spend, validity, uses so far against the limit, active — with a search by code and an active filter (both in the
// address), Create, each row's Edit, and Deactivate after a confirm (vouchers are never deleted: past orders name
// them).
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { EditLink } from '@/components/admin/edit-link';
import { RowActions } from '@/components/admin/row-actions';
import { useAdminList } from '@/components/admin/use-admin-list';
import { useConfirm } from '@/components/confirm-dialog';
import { type FilterOption, StatusFilter } from '@/components/status-filter';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { errorMessage } from '@/lib/errors';
import { formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/use-list-params';
import { usesText, validityText, VOUCHER_KIND_LABELS, voucherValueText } from './voucher-terms';

export const AdminVouchersQuery = graphql(`
  query AdminVouchers($q: String, $active: Boolean, $page: PageInput) {
    vouchers(q: $q, active: $active, page: $page) {
      items {
        id
        code
        kind
        value
        maxDiscount
        minSpend
        validFrom
        validTo
        totalUses
        usedCount
        active
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeactivateVoucherMutation = graphql(`
  mutation DeactivateVoucher($id: ID!) {
    deactivateVoucher(id: $id) {
      id
      active
    }
  }
`);

type ActiveFilter = 'active' | 'inactive';
const ACTIVE_OPTIONS: readonly FilterOption<ActiveFilter>[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export const deactivateQuestion = (code: string) =>
  `Deactivate voucher ${code}? Shoppers can no longer use it; orders placed with it keep their discount.`;

export function VoucherListPage() {
  const { filter, setFilter } = useListParams();
  const active = filter('active');
  const list = useAdminList(AdminVouchersQuery, (data) => data.vouchers, {
    active: active === 'active' ? true : active === 'inactive' ? false : null,
  });
  const confirm = useConfirm();
  const [deactivate] = useMutation(DeactivateVoucherMutation);
  const [busy, setBusy] = useState<string | null>(null);

  const onDeactivate = async (id: string, code: string) => {
    if (!(await confirm.ask(deactivateQuestion(code), 'Deactivate'))) return;
    setBusy(id);
    try {
      await deactivate({ variables: { id } });
      toaster.success({ title: `Voucher ${code} deactivated` });
      await list.refetch();
    } catch (error) {
      toaster.error({ title: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <AdminTablePage
        title="Vouchers"
        add={{ to: paths.admin.voucherAdd, label: 'Create voucher' }}
        search={list.search('Search vouchers by code', 'Code')}
        toolbar={
          <StatusFilter
            label="Status"
            options={ACTIVE_OPTIONS}
            value={ACTIVE_OPTIONS.some((option) => option.value === active) ? (active as ActiveFilter) : ''}
            onChange={(value) => setFilter('active', value)}
            testId="voucher-active-filter"
          />
        }
        {...list.props}
        columns={[
          {
            header: 'Code',
            cell: (voucher) => (
              <EditLink to={generatePath(paths.admin.voucher, { id: voucher.id })}>
                <Text as="span" fontFamily="mono">
                  {voucher.code}
                </Text>
              </EditLink>
            ),
          },
          { header: 'Kind', cell: (voucher) => VOUCHER_KIND_LABELS[voucher.kind] },
          { header: 'Value', cell: (voucher) => voucherValueText(voucher) },
          {
            header: 'Min spend',
            align: 'end',
            cell: (voucher) => (voucher.minSpend > 0 ? formatRupiah(voucher.minSpend) : '-'),
          },
          { header: 'Valid', cell: (voucher) => validityText(voucher.validFrom, voucher.validTo) },
          {
            header: 'Uses',
            align: 'end',
            cell: (voucher) => (
              <Text as="span" data-testid="voucher-uses" whiteSpace="nowrap">
                {usesText(voucher.usedCount, voucher.totalUses)}
              </Text>
            ),
          },
          {
            header: 'Active',
            cell: (voucher) =>
              voucher.active ? (
                <Badge colorPalette="green">Active</Badge>
              ) : (
                <Badge colorPalette="gray">Inactive</Badge>
              ),
          },
          {
            header: 'Action',
            align: 'end',
            cell: (voucher) => (
              <HStack gap="1" justify="end">
                <RowActions
                  name={voucher.code}
                  editTo={generatePath(paths.admin.voucher, { id: voucher.id })}
                />
                {voucher.active ? (
                  <Button
                    size="sm"
                    minH="10"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Deactivate ${voucher.code}`}
                    loading={busy === voucher.id}
                    onClick={() => void onDeactivate(voucher.id, voucher.code)}
                  >
                    Deactivate
                  </Button>
                ) : null}
              </HStack>
            ),
          },
        ]}
      />
      {confirm.dialog}
    </>
  );
}
