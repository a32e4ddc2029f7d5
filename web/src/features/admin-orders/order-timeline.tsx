// The staff order detail's timeline and internal notes (issue 22): every status change with who made it and when
// (Jakarta time, newest last), then the notes staff keep on the order — never shown to the customer — with a form
// to add one. Its own query, so the order shows while the timeline loads, and a failed timeline has its own retry.
// The timeline loads again when the order's status changes on the page (a move made here).
import { HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MAX_ORDER_INTERNAL_NOTE_LENGTH } from '@lemari/shop/rules';
import { type FormApi, type SubmissionErrors } from 'final-form';
import { useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import { Block } from '@/components/order-sections';
import { orderStatusLabel, type OrderStatus } from '@/components/order-status-badge';
import { QueryState } from '@/components/query-state';
import { FormSubmit } from '@/components/form/form-submit';
import { TextareaField } from '@/components/form/textarea-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import type { OrderActorKind } from '@/generated/graphql';
import { formatDate } from '@/lib/format';
import { submissionErrors } from '@/lib/form-errors';

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
}

/** What happened: 'Order placed', 'Resi number changed', 'Paid → Processing'. */
export function eventText({ fromStatus, toStatus }: TimelineEvent): string {
  if (!fromStatus) return 'Order placed';
  if (fromStatus === toStatus) return 'Resi number changed';
  return `${orderStatusLabel(fromStatus)} → ${orderStatusLabel(toStatus)}`;
}

/** Who did it: the staff member's or member's name, 'Customer (guest)', 'Payment provider', 'System'. */
export function actorText(actor: { kind: OrderActorKind; name?: string | null }): string {
  switch (actor.kind) {
    case 'staff':
      return actor.name ? `${actor.name} (staff)` : 'Staff';
    case 'customer':
      return actor.name ? `${actor.name} (customer)` : 'Customer (guest)';
    case 'payment_provider':
      return 'Payment provider';
    default:
      return 'System';
  }
}

interface NoteValues {
  text: string;
}

const checkNote = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'Write the note first';
  if (text.length > MAX_ORDER_INTERNAL_NOTE_LENGTH) {
    return `A note is at most ${MAX_ORDER_INTERNAL_NOTE_LENGTH.toLocaleString('id-ID')} characters`;
  }
  return undefined;
};

export function OrderTimeline({ orderId, status }: { orderId: string; status: OrderStatus | undefined }) {
  const query = useQuery(AdminOrderTimelineQuery, {
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  const [addNote] = useMutation(AddOrderNoteMutation);
  const { refetch } = query;

  // A move made on this page changes the order's status: its event is new.
  const shown = useRef(status);
  useEffect(() => {
    if (shown.current !== undefined && status !== shown.current) void refetch();
    shown.current = status;
  }, [status, refetch]);

  async function onSubmit(
    values: NoteValues,
    form: FormApi<NoteValues>,
  ): Promise<SubmissionErrors | undefined> {
    try {
      await addNote({ variables: { orderId, text: values.text.trim() } });
    } catch (error) {
      return submissionErrors(error, ['text']);
    }
    toaster.success({ title: 'Note added' });
    await refetch();
    setTimeout(() => form.restart({ text: '' }));
    return undefined;
  }

  const order = query.data?.order;
  return (
    <QueryState
      data={order}
      loading={query.loading}
      error={query.error}
      onRetry={() => void refetch()}
      skeleton={
        <Stack gap="3" aria-busy="true" aria-label="Loading the timeline">
          <Skeleton height="6" width="40%" />
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      }
      empty={null}
    >
      {(loaded) => (
        <Stack gap="4">
          <Block title="Timeline" testId="order-timeline">
            {loaded.timeline.length === 0 ? (
              <Text color="fg.muted">No status changes recorded yet.</Text>
            ) : (
              <List.Root as="ol" gap="3" variant="plain">
                {loaded.timeline.map((event) => (
                  <List.Item key={event.id} data-testid="timeline-event" display="block">
                    <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
                      <Text fontWeight="medium">{eventText(event)}</Text>
                      <Text fontSize="sm" color="fg.muted" asChild>
                        <time dateTime={event.createdAt}>{formatDate(event.createdAt, { time: true })}</time>
                      </Text>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {actorText(event.actor)}
                      {event.detail ? ` · ${event.detail}` : ''}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Block>
          <Block title="Internal notes" testId="order-notes">
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted">
                Only staff see these notes; the customer never does.
              </Text>
              {loaded.internalNotes.length === 0 ? (
                <Text color="fg.muted">No notes yet.</Text>
              ) : (
                <List.Root as="ol" gap="3" variant="plain">
                  {loaded.internalNotes.map((note) => (
                    <List.Item key={note.id} data-testid="order-internal-note" display="block">
                      <Text whiteSpace="pre-wrap" wordBreak="break-word">
                        {note.text}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {note.author.name ?? 'A former staff member'} ·{' '}
                        <time dateTime={note.createdAt}>{formatDate(note.createdAt, { time: true })}</time>
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              )}
              <Form<NoteValues> onSubmit={onSubmit} initialValues={{ text: '' }}>
                {({ handleSubmit }) => (
                  <form noValidate aria-label="Add a note" onSubmit={handleSubmit}>
                    <Stack gap="3">
                      <TextareaField
                        name="text"
                        label="Note"
                        required
                        rows={3}
                        maxLength={MAX_ORDER_INTERNAL_NOTE_LENGTH}
                        validate={checkNote}
                        helperText={`Up to ${MAX_ORDER_INTERNAL_NOTE_LENGTH.toLocaleString('id-ID')} characters.`}
                      />
                      <FormSubmit label="Add note" />
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
