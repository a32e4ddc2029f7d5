// /admin/afilliate (spelt so, back-office.md §2): a table with #, Name, Social Media, Username and Action, a
// search, a sort that works (the original's did nothing), 10 per page, and delete after the spec's question.
import { Badge, HStack, Image, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { generatePath } from 'react-router';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { AdminTable, rowNumber } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { SortSelect, useListSort } from '@/components/admin/sort-select';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/use-list-params';

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
        count
        page
        limit
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
  const { q, page, setSearch, setPage } = useListParams();
  const sort = useListSort();
  const { data, loading, error, refetch } = useQuery(AdminAffiliatesQuery, {
    variables: { q: q || null, sort, page: { page, limit: PAGE_SIZE.admin } },
  });
  const remove = useDeleteAction(DeleteAffiliateMutation, {
    confirm: DELETE_CONFIRM.affiliate,
    onDeleted: () => refetch(),
  });

  return (
    <>
      <AdminListPage
        title="Affiliates"
        add={{ to: paths.admin.affiliateAdd, label: 'Add affiliate' }}
        search={{ label: 'Search affiliates', value: q, onSearch: setSearch }}
        toolbar={<SortSelect />}
        data={data?.adminAffiliates}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        onPageChange={setPage}
      >
        {(items, paging) => (
          <AdminTable
            label="Affiliates"
            rows={items}
            rowKey={(affiliate) => affiliate.id}
            columns={[
              { header: '#', cell: (_, index) => rowNumber(paging, index) },
              {
                header: 'Name',
                cell: (affiliate) => (
                  <HStack gap="2">
                    <Image src={affiliate.image} alt="" boxSize="8" borderRadius="full" objectFit="cover" />
                    <Text fontWeight="medium">{affiliate.name}</Text>
                    {affiliate.status ? null : <Badge>Hidden</Badge>}
                  </HStack>
                ),
              },
              { header: 'Social Media', cell: (affiliate) => affiliate.socialMedia },
              {
                header: 'Username',
                cell: (affiliate) => (
                  <Link href={affiliate.link} target="_blank" rel="noreferrer">
                    {affiliate.username}
                  </Link>
                ),
              },
              {
                header: 'Action',
                align: 'end',
                cell: (affiliate) => (
                  <RowActions
                    name={affiliate.name}
                    editTo={generatePath(paths.admin.affiliate, { id: affiliate.id })}
                    onDelete={() => void remove.run(affiliate.id)}
                    deleting={remove.deletingId === affiliate.id}
                  />
                ),
              },
            ]}
          />
        )}
      </AdminListPage>
      {remove.dialog}
    </>
  );
}
