// /admin/voucher (issue 22, vouchers): the shop's voucher codes, newest first, 10 a page — code, kind, value, minimum
// spend, validity, uses so far against the limit, active — with a search by code and an active filter (both in the
// address), Create, each row's Edit, and Deactivate after a confirm (vouchers are never deleted: past orders name
// them).
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
const ACTIVE_VALUES: readonly ActiveFilter[] = ['active', 'inactive'];
const ACTIVE_LABELS = { active: msg`Active`, inactive: msg`Inactive` } as const;

/** What Deactivate asks, in the language shown. */
export const deactivateQuestion = (code: string, i18n: I18n) =>
  i18n._(
    msg`Deactivate voucher ${code}? Shoppers can no longer use it; orders placed with it keep their discount.`,
  );

export function VoucherListPage() {
  const { t, i18n } = useLingui();
  const activeOptions: readonly FilterOption<ActiveFilter>[] = ACTIVE_VALUES.map((value) => ({
    value,
    label: i18n._(ACTIVE_LABELS[value]),
  }));
  const { filter, setFilter } = useListParams();
  const active = filter('active');
  const list = useAdminList(AdminVouchersQuery, (data) => data.vouchers, {
    active: active === 'active' ? true : active === 'inactive' ? false : null,
  });
  const confirm = useConfirm();
  const [deactivate] = useMutation(DeactivateVoucherMutation);
  const [busy, setBusy] = useState<string | null>(null);

  const deactivateLabel = (code: string) => t`Deactivate ${code}`;

  const onDeactivate = async (id: string, code: string) => {
    if (!(await confirm.ask(deactivateQuestion(code, i18n), t`Deactivate`))) return;
    setBusy(id);
    try {
      await deactivate({ variables: { id } });
      toaster.success({ title: t`Voucher ${code} deactivated` });
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
        title={t`Vouchers`}
        add={{ to: paths.admin.voucherAdd, label: t`Create voucher` }}
        search={list.search(t`Search vouchers by code`, t`Code`)}
        toolbar={
          <StatusFilter
            label={t`Status`}
            options={activeOptions}
            value={activeOptions.some((option) => option.value === active) ? (active as ActiveFilter) : ''}
            onChange={(value) => setFilter('active', value)}
            testId="voucher-active-filter"
          />
        }
        {...list.props}
        columns={[
          {
            header: t`Code`,
            cell: (voucher) => (
              <EditLink to={generatePath(paths.admin.voucher, { id: voucher.id })}>
                <Text as="span" fontFamily="mono">
                  {voucher.code}
                </Text>
              </EditLink>
            ),
          },
          { header: t`Kind`, cell: (voucher) => i18n._(VOUCHER_KIND_LABELS[voucher.kind]) },
          { header: t`Value`, cell: (voucher) => voucherValueText(voucher, i18n) },
          {
            header: t`Min spend`,
            align: 'end',
            cell: (voucher) => (voucher.minSpend > 0 ? formatRupiah(voucher.minSpend) : '-'),
          },
          { header: t`Valid`, cell: (voucher) => validityText(voucher.validFrom, voucher.validTo, i18n) },
          {
            header: t`Uses`,
            align: 'end',
            cell: (voucher) => (
              <Text as="span" data-testid="voucher-uses" whiteSpace="nowrap">
                {usesText(voucher.usedCount, voucher.totalUses, i18n)}
              </Text>
            ),
          },
          {
            header: t`Active`,
            cell: (voucher) =>
              voucher.active ? (
                <Badge colorPalette="green">
                  <Trans>Active</Trans>
                </Badge>
              ) : (
                <Badge colorPalette="gray">
                  <Trans>Inactive</Trans>
                </Badge>
              ),
          },
          {
            header: t`Action`,
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
                    aria-label={deactivateLabel(voucher.code)}
                    loading={busy === voucher.id}
                    onClick={() => void onDeactivate(voucher.id, voucher.code)}
                  >
                    <Trans>Deactivate</Trans>
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
