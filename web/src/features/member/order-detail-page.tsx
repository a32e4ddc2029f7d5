// /order-detail/:id: one of the member's orders (storefront.md §2): code, status, date, total, the lines, the
// payment and the shipment. A pending order can still be paid: 'Continue payment' reopens its payment page.
import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { OrderDetail } from '@/components/order-detail';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';

export const MemberOrderQuery = graphql(`
  query MemberOrder($id: ID!) {
    order(id: $id) {
      id
      status
      payment {
        token
      }
      ...OrderDetail_order
    }
  }
`);

export function OrderDetailPage() {
  const { id = '' } = useParams();
  usePageTitle('Order');
  const query = useQuery(MemberOrderQuery, { variables: { id } });

  return (
    <OrderDetail
      query={query}
      listPath={paths.orderList}
      backLabel="Back to my orders"
      actions={(order) =>
        order.status === 'pending' && order.payment?.token ? (
          <Button asChild colorPalette="blue" alignSelf="start" minH="10">
            <RouterLink to={generatePath(paths.payment, { token: order.payment.token })}>
              Continue payment
            </RouterLink>
          </Button>
        ) : null
      }
    />
  );
}
