// A parcel's tracking (issue 23), on the member's order detail, the guest's /order-status and staff's order detail:
// the courier's name and the resi, a Delivered badge once it arrived, and what happened to the parcel as a vertical
// timeline, newest first. Its own states: a skeleton while it loads, the error with a retry (the courier may be
// unreachable for a moment while the rest of the order shows), 'No tracking updates yet' before the first scan.
// Reading it is what finds a parcel delivered (issue 32): when it says delivered while the order shown still reads
// shipped, the screen reads the order again, so that its headline and shipment tell the same story.
import { Badge, Box, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { courierName } from '@/lib/couriers';
import { ErrorState } from '@/components/error-state';
import { type OrderStage, shipmentStatusWord } from '@/components/order-words';
import { SectionCard } from '@/components/section-card';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { formatDate } from '@/lib/format';

export const ParcelTrackingFragment = graphql(`
  fragment ParcelTracking_tracking on Tracking {
    courier
    resi
    delivered
    events {
      at
      description
      location
    }
  }
`);

/** An order's tracking on its own, so that a courier that cannot answer never hides the order itself. */
export const OrderTrackingQuery = graphql(`
  query OrderTracking($id: ID!) {
    order(id: $id) {
      id
      tracking {
        ...ParcelTracking_tracking
      }
    }
  }
`);

export const NO_TRACKING_UPDATES = msg`No tracking updates yet`;

interface ParcelTrackingProps {
  /** The tracking; null or undefined while there is none (yet). */
  tracking: FragmentType<typeof ParcelTrackingFragment> | null | undefined;
  loading?: boolean;
  error?: { message: string } | undefined;
  onRetry?: () => void;
}

export function ParcelTracking({ tracking, loading = false, error, onRetry }: ParcelTrackingProps) {
  const { t, i18n } = useLingui();
  const parcel = getFragmentData(ParcelTrackingFragment, tracking);
  let body;
  if (!parcel && loading) {
    body = (
      <Stack gap="3" aria-busy="true" aria-label={t`Loading the tracking`}>
        <Skeleton height="5" width="50%" />
        <Skeleton height="12" />
        <Skeleton height="12" />
      </Stack>
    );
  } else if (!parcel && error) {
    body = <ErrorState error={error} onRetry={onRetry} />;
  } else {
    body = (
      <Stack gap="4">
        {parcel ? (
          <HStack gap="2" wrap="wrap" justify="space-between">
            <Text data-testid="tracking-resi" wordBreak="break-all">
              <Text as="span" fontWeight="semibold">
                {courierName(parcel.courier)}
              </Text>{' '}
              <Text as="span" fontFamily="mono">
                {parcel.resi}
              </Text>
            </Text>
            <Badge colorPalette={parcel.delivered ? 'green' : 'blue'} size="md" data-testid="tracking-state">
              {shipmentStatusWord(parcel.delivered ? 'delivered' : 'shipped')}
            </Badge>
          </HStack>
        ) : null}
        {parcel && parcel.events.length > 0 ? (
          <List.Root as="ol" variant="plain" gap="0" aria-label={t`Tracking updates, newest first`}>
            {parcel.events.map((event, index) => (
              <List.Item
                key={`${event.at}-${index}`}
                data-testid="tracking-event"
                display="flex"
                gap="3"
                alignItems="stretch"
              >
                {/* The dot and the line down to the next (older) event; the newest dot is filled. */}
                <Stack align="center" gap="0" flexShrink={0} aria-hidden="true" pt="1.5">
                  <Box
                    boxSize="3"
                    borderRadius="full"
                    borderWidth="2px"
                    borderColor={index === 0 ? 'colorPalette.solid' : 'border.emphasized'}
                    bg={index === 0 ? 'colorPalette.solid' : 'bg'}
                    colorPalette={parcel.delivered ? 'green' : 'blue'}
                  />
                  {index < parcel.events.length - 1 ? <Box flex="1" width="2px" bg="border" mt="1" /> : null}
                </Stack>
                <Stack gap="0.5" pb="4" minW="0">
                  <Text fontWeight={index === 0 ? 'semibold' : 'normal'} wordBreak="break-word">
                    {event.description}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                    {event.location ? `${event.location} · ` : ''}
                    <time dateTime={event.at}>{formatDate(event.at, { time: true })}</time>
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted" data-testid="tracking-empty">
            {i18n._(NO_TRACKING_UPDATES)}
          </Text>
        )}
        {parcel && error ? <ErrorState error={error} onRetry={onRetry} /> : null}
      </Stack>
    );
  }
  return (
    <SectionCard title={t`Tracking`} size="sm" testId="parcel-tracking">
      {body}
    </SectionCard>
  );
}

interface OrderTrackingProps {
  orderId: string;
  /** The order's stage as the screen shows it. */
  stage: OrderStage;
  /** Reads the order again: its tracking found the parcel delivered, which its headline does not say yet. */
  onArrived: () => unknown;
}

/** The tracking of an order its reader may see (the member's own, any for staff), asked on its own. */
export function OrderTracking({ orderId, stage, onArrived }: OrderTrackingProps) {
  const query = useQuery(OrderTrackingQuery, { variables: { id: orderId }, errorPolicy: 'all' });
  const delivered = getFragmentData(ParcelTrackingFragment, query.data?.order?.tracking)?.delivered === true;
  // The order was read before its tracking, which has since recorded the delivery: once per change of either.
  const behind = delivered && stage === 'shipped';
  // The latest onArrived (a new function each render): only `behind` turning true asks again.
  const arrived = useRef(onArrived);
  arrived.current = onArrived;
  useEffect(() => {
    if (behind) void arrived.current();
  }, [behind]);
  return (
    <ParcelTracking
      tracking={query.data?.order?.tracking}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch().catch(() => undefined)}
    />
  );
}
