// /admin/afilliate (spelt so, back-office.md §2): a table with #, Name, Social Media, Username and Action, a
// search, a sort that works (the original's did nothing), 10 per page, and delete after the spec's question.
import { Badge, HStack, Image, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { SortSelect, useListSort } from '@/components/admin/sort-select';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';

export const AdminAffiliatesQuery = graphql(`
  query AdminAffiliates($q: String, $sort: ListSort, $page: PageInput) {
    adminAffiliates(q: $q, sort: $sort, page: $page) {
      items {
        id
        name
        socialMedia
        username
        link
        image
        status
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteAffiliateMutation = graphql(`
  mutation DeleteAffiliate($id: ID!) {
    deleteAffiliate(id: $id) {
      id
    }
  }
`);

export function AffiliateListPage() {
  const { t } = useLingui();
  const sort = useListSort();
  const list = useAdminList(AdminAffiliatesQuery, (data) => data.adminAffiliates, { sort });
  const remove = useDeleteAction(DeleteAffiliateMutation, {
    confirm: DELETE_CONFIRM.affiliate,
    onDeleted: () => list.refetch(),
  });

  return (
    <AdminTablePage
      title={t`Affiliates`}
      add={{ to: paths.admin.affiliateAdd, label: t`Add affiliate` }}
      search={list.search(t`Search affiliates`)}
      toolbar={<SortSelect />}
      {...list.props}
      numbered
      actions={{ name: (affiliate) => affiliate.name, editPath: paths.admin.affiliate, remove }}
      columns={[
        {
          header: t`Name`,
          cell: (affiliate) => (
            <HStack gap="2">
              <Image src={affiliate.image} alt="" boxSize="8" borderRadius="full" objectFit="cover" />
              <Text fontWeight="medium">{affiliate.name}</Text>
              {affiliate.status ? null : (
                <Badge>
                  <Trans>Hidden</Trans>
                </Badge>
              )}
            </HStack>
          ),
        },
        { header: t`Social Media`, cell: (affiliate) => affiliate.socialMedia },
        {
          header: t`Username`,
          cell: (affiliate) => (
            <Link href={affiliate.link} target="_blank" rel="noreferrer">
              {affiliate.username}
            </Link>
          ),
        },
      ]}
    />
  );
}
