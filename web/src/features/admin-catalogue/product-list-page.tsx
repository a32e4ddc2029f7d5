// /admin/product (back-office.md §2, issue 21): every product that is not deleted, drafts included, as a table —
// picture, name with its price, the SKUs of its variants on sale, its total stock and the variants at or
// under the low-stock threshold, on sale or draft, its categories — with the spec's search and 10 a page, filters
// by category, status and low stock (all in the address: ?q=&category=&status=&stock=low&page=), a link to add one,
// and each row's edit and delete after the spec's question. On a phone each row is a card (AdminTable).
import { Badge, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { generatePath } from 'react-router';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { EditLink } from '@/components/admin/edit-link';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { useOptionList } from '@/components/admin/use-option-list';
import { LabelledSelect } from '@/components/labelled-select';
import { ProductThumb } from '@/components/product-thumb';
import { chosenOption, StatusFilter } from '@/components/status-filter';
import { graphql } from '@/generated/gql';
import type { ProductStatus } from '@/generated/graphql';
import { formatRupiah } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/use-list-params';
import { CategoryOptionsQuery } from './category-options';

export const AdminProductsQuery = graphql(`
  query AdminProducts(
    $q: String
    $status: ProductStatus
    $categoryId: ID
    $lowStock: Boolean
    $page: PageInput
  ) {
    adminProducts(q: $q, status: $status, categoryId: $categoryId, lowStock: $lowStock, page: $page) {
      items {
        id
        productName
        mainImage
        sellPrice
        stock
        lowStock
        status
        categories {
          id
          categoryName
        }
        variants {
          id
          sku
          active
          color
          size
          stock
          lowStock
        }
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      id
    }
  }
`);

export const PRODUCT_STATUS_OPTIONS: readonly { value: ProductStatus; label: MessageDescriptor }[] = [
  { value: 'active', label: msg`On sale` },
  { value: 'draft', label: msg`Draft` },
];

/** The stock filter's address value for "low stock only". */
export const LOW_STOCK = 'low';

/** SKUs a row lists before saying how many more there are. */
const SKUS_SHOWN = 3;

export function ProductListPage() {
  const { t, i18n } = useLingui();
  const statusOptions = PRODUCT_STATUS_OPTIONS.map((option) => ({ ...option, label: i18n._(option.label) }));
  const { filter, setFilter } = useListParams();
  const status = chosenOption(statusOptions, filter('status'))?.value;
  const categoryId = filter('category');
  const lowStock = filter('stock') === LOW_STOCK;
  const list = useAdminList(AdminProductsQuery, (data) => data.adminProducts, {
    status: status ?? null,
    categoryId: categoryId || null,
    lowStock: lowStock || null,
  });
  const categories = useOptionList(CategoryOptionsQuery, {
    noun: t`categories`,
    items: (data) => data.categories.items,
    option: (category) => ({ value: category.id, label: category.categoryName }),
  });
  const remove = useDeleteAction(DeleteProductMutation, {
    confirm: DELETE_CONFIRM.product,
    onDeleted: () => list.refetch(),
  });
  // A category the address names that the options do not list (yet) keeps its place in the drop-down.
  const categoryOptions =
    categoryId && !categories.options.some((option) => option.value === categoryId)
      ? [
          ...categories.options,
          { value: categoryId, label: categories.loading ? t`Loading…` : t`Unknown category` },
        ]
      : categories.options;

  return (
    <AdminTablePage
      title={t`Products`}
      add={{ to: paths.admin.productAdd, label: t`Add product` }}
      search={list.search(t`Search products`)}
      toolbar={
        <>
          <LabelledSelect
            label={t`Category`}
            width="56"
            options={[{ value: '', label: t`All` }, ...categoryOptions]}
            value={categoryId}
            onChange={(value) => setFilter('category', value)}
            testId="product-category-filter"
          />
          <StatusFilter
            label={t`Status`}
            options={statusOptions}
            value={status ?? ''}
            onChange={(value) => setFilter('status', value)}
            testId="product-status-filter"
          />
          <LabelledSelect
            label={t`Stock`}
            width="44"
            options={[
              { value: '', label: t`All` },
              { value: LOW_STOCK, label: t`Low stock only` },
            ]}
            value={lowStock ? LOW_STOCK : ''}
            onChange={(value) => setFilter('stock', value)}
            testId="product-stock-filter"
          />
        </>
      }
      {...list.props}
      actions={{ name: (product) => product.productName, editPath: paths.admin.product, remove }}
      columns={[
        {
          header: t`Image`,
          cell: (product) => <ProductThumb src={product.mainImage} alt="" width="12" ratio={3 / 4} />,
        },
        {
          header: t`Name`,
          cell: (product) => (
            <Stack gap="0.5">
              <EditLink to={generatePath(paths.admin.product, { id: product.id })}>
                {product.productName}
              </EditLink>
              <Text as="span" fontSize="xs" color="fg.muted">
                {formatRupiah(product.sellPrice)}
              </Text>
            </Stack>
          ),
        },
        { header: t`SKUs`, cell: (product) => <SkuList skus={onSale(product.variants)} /> },
        {
          header: t`Stock`,
          align: 'end',
          cell: (product) => {
            // Only the variants at or under the threshold are marked (the server says which): a product with
            // plenty of most sizes and two of one reads 'Navy / M: 2', not a low total.
            const low = product.variants.filter((variant) => variant.lowStock);
            return (
              <Stack gap="1" align={{ base: 'start', md: 'end' }}>
                <Text as="span" fontVariantNumeric="tabular-nums">
                  {product.stock.toLocaleString(currentLocale())}
                </Text>
                {low.length > 0 ? (
                  <Stack gap="1" align={{ base: 'start', md: 'end' }} data-testid="low-stock-mark">
                    <Text as="span" fontSize="xs" color="fg.muted">
                      <Trans>Low stock</Trans>
                    </Text>
                    {low.map((variant) => (
                      <Badge key={variant.id} colorPalette="orange" data-testid="low-stock-variant">
                        {[variant.color, variant.size].filter(Boolean).join(' / ') || variant.sku}:{' '}
                        {variant.stock.toLocaleString(currentLocale())}
                      </Badge>
                    ))}
                  </Stack>
                ) : null}
              </Stack>
            );
          },
        },
        {
          header: t`Status`,
          cell: (product) =>
            product.status === 'draft' ? (
              <Badge colorPalette="gray">
                <Trans>Draft</Trans>
              </Badge>
            ) : (
              <Badge colorPalette="green">
                <Trans>On sale</Trans>
              </Badge>
            ),
        },
        {
          header: t`Categories`,
          cell: (product) =>
            product.categories.map((category) => category.categoryName).join(', ') || (
              <Text as="span" color="fg.muted">
                <Trans>None</Trans>
              </Text>
            ),
        },
      ]}
    />
  );
}

/** The SKUs of the variants on sale, in the grid's order. */
const onSale = (variants: readonly { sku: string; active: boolean }[]) =>
  variants.filter((variant) => variant.active).map((variant) => variant.sku);

/** A row's SKUs: the first few, one a line, and how many more. */
function SkuList({ skus }: { skus: readonly string[] }) {
  if (skus.length === 0) {
    return (
      <Text as="span" color="fg.muted">
        <Trans>None on sale</Trans>
      </Text>
    );
  }
  const more = skus.length - SKUS_SHOWN;
  return (
    // At most a column's width: a long SKU ends in '…' (its whole text on hover, and in the product's form).
    <Stack gap="0" fontFamily="mono" fontSize="xs" maxW={{ md: '13rem' }} data-testid="product-skus">
      {skus.slice(0, SKUS_SHOWN).map((sku) => (
        <Text as="span" key={sku} truncate title={sku}>
          {sku}
        </Text>
      ))}
      {more > 0 ? (
        <Text as="span" color="fg.muted" fontFamily="body">
          <Trans>and {more} more</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
