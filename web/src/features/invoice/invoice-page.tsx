// /invoice/{orderId} (issue 22): an order's printable invoice, with 'Print / Save as PDF'. A member sees their own
// order's and staff any order's (order(id) with their session); a guest sees theirs with the order code and e-mail
// they gave at /order-status (orderLookup), which its Invoice link carries in the router's state. A guest who opens
// the address cold is asked for the code and the e-mail first: nobody's order shows without them.
import {
  Alert,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Link,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { generatePath, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { NotFoundState } from '@/components/not-found-state';
import { OrderLookupForm } from '@/components/order-lookup-form';
import { graphql } from '@/generated/gql';
import { errorCode } from '@/lib/errors';
import { submissionErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { isStaff, useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { InvoiceDocument } from './invoice-document';
import {
  forgetInvoiceLookup,
  type InvoiceLookup,
  lookupOfState,
  readInvoiceLookup,
  saveInvoiceLookup,
} from '@/lib/invoice-lookup';
import { InvoicePrintStyles } from './invoice-print';

export const InvoiceQuery = graphql(`
  query Invoice($id: ID!) {
    order(id: $id) {
      id
      orderCode
      ...Invoice_order
    }
    seller {
      ...Invoice_seller
    }
  }
`);

export const InvoiceLookupQuery = graphql(`
  query InvoiceLookup($orderCode: String!, $email: String!) {
    orderLookup(orderCode: $orderCode, email: $email) {
      id
      orderCode
      ...Invoice_order
    }
    seller {
      ...Invoice_seller
    }
  }
`);

export const NO_ORDER_FOUND = msg`We found no order with this code and e-mail.`;

/** The look-up's variables as /order-status sends them: the code in capitals, both trimmed. */
export const lookupVariables = (lookup: InvoiceLookup): InvoiceLookup => ({
  orderCode: lookup.orderCode.trim().toUpperCase(),
  email: lookup.email.trim(),
});

export function InvoicePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const session = useSession();
  const [lookup, setLookup] = useState<InvoiceLookup | undefined>(
    () => lookupOfState(location.state) ?? readInvoiceLookup(id),
  );

  // What the link carried is kept for this order, for a reload.
  useEffect(() => {
    if (lookup) saveInvoiceLookup(id, lookup);
  }, [id, lookup]);

  let body: ReactNode;
  if (lookup) {
    body = <GuestInvoice id={id} lookup={lookup} onMismatch={() => setLookup(undefined)} />;
  } else if (session.loading) {
    body = <InvoiceSkeleton />;
  } else if (session.scope) {
    body = <SessionInvoice id={id} staff={isStaff(session.scope)} />;
  } else {
    body = <AskForOrder id={id} onFound={setLookup} />;
  }

  return (
    <Container maxW="4xl" py={{ base: '4', md: '10' }} px={{ base: '3', md: '6' }}>
      <InvoicePrintStyles />
      {body}
    </Container>
  );
}

/** A member's own order, or any order for staff. */
function SessionInvoice({ id, staff }: { id: string; staff: boolean }) {
  const { t } = useLingui();
  const query = useQuery(InvoiceQuery, { variables: { id } });
  const back = staff
    ? { to: generatePath(paths.admin.order, { id }), label: t`Back to the order` }
    : { to: generatePath(paths.orderDetail, { id }), label: t`Back to the order` };
  const unknown = errorCode(query.error) === 'NOT_FOUND' || errorCode(query.error) === 'BAD_USER_INPUT';
  if (query.error && !unknown) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data && !unknown) return <InvoiceSkeleton />;
  const order = query.data?.order;
  if (!order || !query.data) {
    return (
      <NotFoundState
        title={t`Invoice not found`}
        backTo={staff ? paths.admin.orders : paths.orderList}
        backLabel={staff ? t`Back to the orders` : t`Back to my orders`}
      />
    );
  }
  return <InvoiceSheet order={order} seller={query.data.seller} back={back} />;
}

/** A guest's order, by the code and e-mail they gave. */
function GuestInvoice(props: { id: string; lookup: InvoiceLookup; onMismatch: () => void }) {
  const { id, lookup, onMismatch } = props;
  const { t } = useLingui();
  const query = useQuery(InvoiceLookupQuery, { variables: lookupVariables(lookup) });
  const order = query.data?.orderLookup;
  // The code and e-mail are another order's, or none: forget them and ask.
  const mismatch = query.data !== undefined && order?.id !== id;
  useEffect(() => {
    if (!mismatch) return;
    forgetInvoiceLookup(id);
    onMismatch();
  }, [id, mismatch, onMismatch]);

  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!order || !query.data || mismatch) return <InvoiceSkeleton />;
  return (
    <InvoiceSheet
      order={order}
      seller={query.data.seller}
      back={{ to: paths.orderStatus, label: t`Order status` }}
    />
  );
}

interface SheetProps {
  order: Parameters<typeof InvoiceDocument>[0]['order'] & { orderCode: string };
  seller: Parameters<typeof InvoiceDocument>[0]['seller'];
  back: { to: string; label: string };
}

/** The invoice on its sheet, with the way back and 'Print / Save as PDF' above it (neither printed). */
function InvoiceSheet({ order, seller, back }: SheetProps) {
  const { t } = useLingui();
  const code = order.orderCode;
  usePageTitle(t`Invoice ${code}`);
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap" data-print-hidden="">
        <Link asChild fontSize="sm" color="fg.muted">
          <RouterLink to={back.to}>← {back.label}</RouterLink>
        </Link>
        <Button minH="10" onClick={() => window.print()}>
          <Trans>Print / Save as PDF</Trans>
        </Button>
      </HStack>
      <Box
        data-invoice-sheet=""
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        boxShadow="sm"
        p={{ base: '4', md: '10' }}
      >
        <InvoiceDocument order={order} seller={seller} />
      </Box>
    </Stack>
  );
}

function InvoiceSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="4" aria-busy="true" aria-label={t`Loading the invoice`}>
      <Skeleton height="10" width="40%" />
      <SkeletonText noOfLines={4} />
      <Skeleton height="48" />
    </Stack>
  );
}

/** A guest without the order's code and e-mail: asked for them (the same look-up as /order-status). */
function AskForOrder({ id, onFound }: { id: string; onFound: (lookup: InvoiceLookup) => void }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Invoice`);
  const client = useApolloClient();
  const navigate = useNavigate();
  const signIn = `${paths.signIn}?redirect=${encodeURIComponent(generatePath(paths.invoice, { id }))}`;

  async function onSubmit(values: InvoiceLookup): Promise<SubmissionErrors | undefined> {
    const variables = lookupVariables(values);
    try {
      const { data } = await client.query({
        query: InvoiceLookupQuery,
        variables,
        fetchPolicy: 'network-only',
      });
      const found = data?.orderLookup;
      if (!found) return { [FORM_ERROR]: i18n._(NO_ORDER_FOUND) };
      if (found.id === id) {
        onFound(variables);
      } else {
        // Their order, under another address: its invoice.
        void navigate(generatePath(paths.invoice, { id: found.id }), {
          replace: true,
          state: { lookup: variables },
        });
      }
      return undefined;
    } catch (error) {
      return submissionErrors(error, ['orderCode', 'email']);
    }
  }

  return (
    <Stack gap="5" maxW="md">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          <Trans>Invoice</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            To see this invoice, type the order code from your order e-mail and the e-mail you ordered with.
          </Trans>
        </Text>
      </Stack>
      <OrderLookupForm label={t`Show my invoice`} onSubmit={onSubmit} />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>
          <Trans>
            Signed up?{' '}
            <Link asChild fontWeight="medium">
              <RouterLink to={signIn}>Sign in</RouterLink>
            </Link>{' '}
            to see your orders' invoices. Or find your order at{' '}
            <Link asChild fontWeight="medium">
              <RouterLink to={paths.orderStatus}>Order status</RouterLink>
            </Link>
            .
          </Trans>
        </Alert.Description>
      </Alert.Root>
    </Stack>
  );
}
