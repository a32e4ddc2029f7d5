// The staff order detail's timeline and internal notes (issue 22): every status change with who made it and when
// (Jakarta time, newest last), then the notes staff keep on the order — never shown to the customer — with a form
// to add one. Its own query, so the order shows while the timeline loads, and a failed timeline has its own retry.
// The timeline loads again when the order's stage changes on the page (a move made here, or its parcel arriving).
import { HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_ORDER_INTERNAL_NOTE_LENGTH } from '@lemari/shop/rules';
import { type FormApi, type SubmissionErrors } from 'final-form';
import { useEffect, useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { Block } from '@/components/order-sections';
import { orderStatusText, type OrderStage, type OrderStatus } from '@/components/order-words';
import { QueryState } from '@/components/query-state';
import { FormSubmit } from '@/components/form/form-submit';
import { TextareaField } from '@/components/form/textarea-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import type { OrderActorKind } from '@/generated/graphql';
import { formatDate } from '@/lib/format';
import { submissionErrors } from '@/lib/form-errors';
import { currentLocale } from '@/lib/i18n';

export const AdminOrderTimelineQuery = graphql(`
  query AdminOrderTimeline($id: ID!) {
    order(id: $id) {
      id
      timeline {
        id
        fromStatus
        toStatus
        actor {
          kind
          name
        }
        detail
        delivered
        createdAt
      }
      internalNotes {
        id
        text
        author {
          name
        }
        createdAt
      }
    }
  }
`);

export const AddOrderNoteMutation = graphql(`
  mutation AddOrderNote($orderId: ID!, $text: String!) {
    addOrderNote(orderId: $orderId, text: $text) {
      id
      text
      author {
        name
      }
      createdAt
    }
  }
`);

interface TimelineEvent {
  fromStatus?: OrderStatus | null;
  toStatus: OrderStatus;
  /** The parcel's tracking said it arrived (the order stayed processing, or completed with it). */
  delivered?: boolean;
  actor?: { kind: OrderActorKind };
}

/**
 * What happened, in the language shown: 'Order placed', 'Paid → Processing', and an event that kept the status:
 * 'Parcel delivered' (its tracking), 'Payment after closing' (the provider's payment of a cancelled or expired
 * order, refunded), 'Resi number changed' (staff).
 */
export function eventText({ fromStatus, toStatus, delivered, actor }: TimelineEvent, i18n: I18n): string {
  if (!fromStatus) return i18n._(msg`Order placed`);
  if (fromStatus === toStatus) {
    if (delivered) return i18n._(msg`Parcel delivered`);
    if (actor?.kind === 'payment_provider') return i18n._(msg`Payment after closing`);
    return i18n._(msg`Resi number changed`);
  }
  return `${orderStatusText(fromStatus)} → ${orderStatusText(toStatus)}`;
}

/** Who did it, in the language shown: the staff member's or member's name, 'Customer (guest)', 'System'. */
export function actorText(actor: { kind: OrderActorKind; name?: string | null }, i18n: I18n): string {
  const name = actor.name;
  switch (actor.kind) {
    case 'staff':
      return name ? i18n._(msg`${name} (staff)`) : i18n._(msg`Staff`);
    case 'customer':
      return name ? i18n._(msg`${name} (customer)`) : i18n._(msg`Customer (guest)`);
    case 'payment_provider':
      return i18n._(msg`Payment provider`);
    default:
      return i18n._(msg`System`);
  }
}

interface NoteValues {
  text: string;
}

/** The longest note, as a number through Intl in the language shown ('1.000'). */
const noteLimit = () => MAX_ORDER_INTERNAL_NOTE_LENGTH.toLocaleString(currentLocale());

/** The note field's check, its messages in the language shown. */
const noteCheck =
  (i18n: I18n) =>
  (value: unknown): string | undefined => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return i18n._(msg`Write the note first`);
    if (text.length > MAX_ORDER_INTERNAL_NOTE_LENGTH) {
      const limit = noteLimit();
      return i18n._(msg`A note is at most ${limit} characters`);
    }
    return undefined;
  };

export function OrderTimeline({ orderId, stage }: { orderId: string; stage: OrderStage | undefined }) {
  const { t, i18n } = useLingui();
  const checkNote = useMemo(() => noteCheck(i18n), [i18n]);
  const query = useQuery(AdminOrderTimelineQuery, {
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  const [addNote] = useMutation(AddOrderNoteMutation);
  const { refetch } = query;

  // A move made on this page, or the parcel's arrival its tracking found, changes the order's stage: its event is new.
  const shown = useRef(stage);
  useEffect(() => {
    if (shown.current !== undefined && stage !== shown.current) void refetch();
    shown.current = stage;
  }, [stage, refetch]);

  async function onSubmit(
    values: NoteValues,
    form: FormApi<NoteValues>,
  ): Promise<SubmissionErrors | undefined> {
    try {
      await addNote({ variables: { orderId, text: values.text.trim() } });
    } catch (error) {
      return submissionErrors(error, ['text']);
    }
    toaster.success({ title: t`Note added` });
    await refetch();
    setTimeout(() => form.restart({ text: '' }));
    return undefined;
  }

  const order = query.data?.order;
  const limit = noteLimit();
  return (
    <QueryState
      data={order}
      loading={query.loading}
      error={query.error}
      onRetry={() => void refetch()}
      skeleton={
        <Stack gap="3" aria-busy="true" aria-label={t`Loading the timeline`}>
          <Skeleton height="6" width="40%" />
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      }
      empty={null}
    >
      {(loaded) => (
        <Stack gap="4">
          <Block title={t`Timeline`} testId="order-timeline">
            {loaded.timeline.length === 0 ? (
              <Text color="fg.muted">
                <Trans>No status changes recorded yet.</Trans>
              </Text>
            ) : (
              <List.Root as="ol" gap="3" variant="plain">
                {loaded.timeline.map((event) => (
                  <List.Item key={event.id} data-testid="timeline-event" display="block">
                    <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
                      <Text fontWeight="medium">{eventText(event, i18n)}</Text>
                      <Text fontSize="sm" color="fg.muted" asChild>
                        <time dateTime={event.createdAt}>{formatDate(event.createdAt, { time: true })}</time>
                      </Text>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {actorText(event.actor, i18n)}
                      {event.detail ? ` · ${event.detail}` : ''}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Block>
          <Block title={t`Internal notes`} testId="order-notes">
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted">
                <Trans>Only staff see these notes; the customer never does.</Trans>
              </Text>
              {loaded.internalNotes.length === 0 ? (
                <Text color="fg.muted">
                  <Trans>No notes yet.</Trans>
                </Text>
              ) : (
                <List.Root as="ol" gap="3" variant="plain">
                  {loaded.internalNotes.map((note) => (
                    <List.Item key={note.id} data-testid="order-internal-note" display="block">
                      <Text whiteSpace="pre-wrap" wordBreak="break-word">
                        {note.text}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {note.author.name ?? t`A former staff member`} ·{' '}
                        <time dateTime={note.createdAt}>{formatDate(note.createdAt, { time: true })}</time>
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              )}
              <Form<NoteValues> onSubmit={onSubmit} initialValues={{ text: '' }}>
                {({ handleSubmit }) => (
                  <form noValidate aria-label={t`Add a note`} onSubmit={handleSubmit}>
                    <Stack gap="3">
                      <TextareaField
                        name="text"
                        label={t`Note`}
                        required
                        rows={3}
                        maxLength={MAX_ORDER_INTERNAL_NOTE_LENGTH}
                        validate={checkNote}
                        helperText={t`Up to ${limit} characters.`}
                      />
                      <FormSubmit label={t`Add note`} />
                    </Stack>
                  </form>
                )}
              </Form>
            </Stack>
          </Block>
        </Stack>
      )}
    </QueryState>
  );
}
