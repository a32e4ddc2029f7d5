// Moving an order on (the REST API's PUT /v1/order/{id}/status through setOrderStatus): only the moves the server
// allows from the current status are offered — paid → processing (asks for the resi number and its courier, the
// shopper's choice at checkout unless staff pick another), processing →
// completed, pending → cancelled — each confirmed first; and 'Cancel and refund' on a paid order (or a processing
// one not shipped yet), whose dialog names the amount and takes an optional reason. When the move is no longer
// allowed (someone else moved the order meanwhile) or the payment provider refuses the refund, the server's text
// shows and the order is loaded again.
import {
  Button,
  Dialog,
  HStack,
  Input,
  Field,
  NativeSelect,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isShippingCourier, MAX_REFUND_REASON_LENGTH, SHIPPING_COURIERS } from '@lemari/shop/rules';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useAdminCan } from '@/components/admin/use-admin-access';
import { useConfirm } from '@/components/confirm-dialog';
import type { OrderStatus } from '@/components/order-words';
import { courierName } from '@/lib/couriers';
import { OrderTrackingQuery } from '@/components/parcel-tracking';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { errorMessage } from '@/lib/errors';
import { formatRupiah } from '@/lib/format';
import { AdminOrderTimelineQuery } from './order-timeline';

export const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus(
    $id: ID!
    $status: OrderStatus!
    $resiNumber: String
    $courier: String
    $reason: String
  ) {
    setOrderStatus(id: $id, status: $status, resiNumber: $resiNumber, courier: $courier, reason: $reason) {
      id
      status
      stage
      shipment {
        courier
        resiNumber
        shipmentDate
        status
        deliveredAt
      }
      payment {
        status
      }
      refund {
        amount
        status
        at
      }
    }
  }
`);

const RESI_RULE = /^[A-Za-z0-9-]{1,50}$/u;

/** Why a resi number cannot be sent (translated where it shows), or undefined. */
export function resiProblem(value: string): MessageDescriptor | undefined {
  const text = value.trim();
  if (!text) return msg`The resi number is required`;
  if (!RESI_RULE.test(text)) return msg`Use letters, digits and dashes (at most 50)`;
  return undefined;
}

/** A move the server allows from a status, as its button says it (the button's colour is the action's). */
interface Move {
  from: OrderStatus;
  to: OrderStatus;
  label: MessageDescriptor;
  colorPalette: string;
  variant?: 'outline';
  /** What is asked first; none: the resi number is asked for instead (and then confirmed). */
  question?: MessageDescriptor;
}

/** The one move from each status that has one. */
const MOVES: readonly Move[] = [
  { from: 'paid', to: 'processing', label: msg`Mark as processing`, colorPalette: 'brand' },
  {
    from: 'processing',
    to: 'completed',
    label: msg`Mark as completed`,
    colorPalette: 'brand',
    question: msg`Mark this order as completed?`,
  },
  {
    from: 'pending',
    to: 'cancelled',
    label: msg`Cancel order`,
    colorPalette: 'red',
    variant: 'outline',
    question: msg`Cancel this order? Its stock goes back on sale.`,
  },
];

interface OrderStatusActionsProps {
  orderId: string;
  status: OrderStatus;
  /** What a refund gives back: the order's total. */
  total: number;
  /** The parcel has left (a resi number): a processing order can no longer be cancelled and refunded. */
  shipped: boolean;
  /** The courier the shopper chose at checkout: the resi dialog's choice until staff pick another. */
  courier?: string | undefined;
  /** The parcel's resi, once given: staff may correct it (with its courier) while the order is processing. */
  resiNumber?: string | undefined;
  /** The order's refund, when one was asked: a refused one says so here (the order stays paid). */
  refundStatus?: string | null | undefined;
  /** Loads the order again (after a refused move, to show where it really is). */
  onStale: () => unknown;
}

/** Staff may cancel and refund a paid order, or a processing one whose parcel has not left. */
export const refundable = (status: OrderStatus, shipped: boolean) =>
  status === 'paid' || (status === 'processing' && !shipped);

export function OrderStatusActions({
  orderId,
  status,
  total,
  shipped,
  courier,
  resiNumber,
  refundStatus,
  onStale,
}: OrderStatusActionsProps) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const [mutate, { loading }] = useMutation(SetOrderStatusMutation);
  const [resiOpen, setResiOpen] = useState(false);
  const [correctOpen, setCorrectOpen] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const mayMove = useAdminCan('orders.move') !== false;
  const mayRefund = useAdminCan('orders.refund') !== false;

  async function send(
    variables: { status: OrderStatus; resiNumber?: string; courier?: string; reason?: string },
    done: string,
    /**
     * Read the order's timeline and tracking again: a corrected resi changes neither the status (on which the
     * timeline reads itself again) nor anything the move's answer carries.
     */
    refresh = false,
  ) {
    try {
      await mutate({
        ...(refresh ? { refetchQueries: [AdminOrderTimelineQuery, OrderTrackingQuery] } : {}),
        variables: {
          id: orderId,
          status: variables.status,
          resiNumber: variables.resiNumber ?? null,
          courier: variables.courier ?? null,
          reason: variables.reason ?? null,
        },
      });
      toaster.success({ title: done });
      return true;
    } catch (error) {
      toaster.error({ title: errorMessage(error) });
      await onStale();
      return false;
    }
  }

  async function move(
    next: OrderStatus,
    question: string,
    resi?: { number: string; courier: string },
    done = t`success update data`,
  ) {
    if (!(await confirm.ask(question, t`Yes`))) return false;
    return send(
      { status: next, ...(resi ? { resiNumber: resi.number, courier: resi.courier } : {}) },
      done,
      // Staying in processing is a corrected resi.
      next === status,
    );
  }

  // Staff whose role lacks a move or refunds are not offered them (issue 32); the server refuses them anyway.
  const next = mayMove ? MOVES.find((move) => move.from === status) : undefined;
  const canRefund = mayRefund && refundable(status, shipped);
  // A resi typed wrong, or a parcel handed to another courier: the customer gets the new one by e-mail.
  const correctable = mayMove && status === 'processing' && Boolean(resiNumber);
  const chosenCourier = courier && isShippingCourier(courier) ? courier : SHIPPING_COURIERS[0];
  if (!next && !canRefund && !correctable) return null;

  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" data-testid="order-actions">
        {next ? (
          <Button
            minH="10"
            colorPalette={next.colorPalette}
            variant={next.variant}
            loading={loading}
            onClick={() => (next.question ? void move(next.to, i18n._(next.question)) : setResiOpen(true))}
          >
            {i18n._(next.label)}
          </Button>
        ) : null}
        {correctable ? (
          <Button minH="10" variant="outline" loading={loading} onClick={() => setCorrectOpen(true)}>
            <Trans>Correct the resi</Trans>
          </Button>
        ) : null}
        {correctable && correctOpen ? (
          <ResiDialog
            open
            title={t`Correct the resi`}
            defaultCourier={chosenCourier}
            defaultNumber={resiNumber}
            onClose={() => setCorrectOpen(false)}
            onSubmit={async (resi) => {
              setCorrectOpen(false);
              const name = courierName(resi.courier);
              const number = resi.number;
              await move(
                'processing',
                t`Change the resi to ${name} ${number}? The customer is e-mailed the new one.`,
                resi,
                t`Resi corrected`,
              );
            }}
          />
        ) : null}
        {canRefund ? (
          <Button
            minH="10"
            colorPalette="red"
            variant="outline"
            loading={loading}
            onClick={() => setRefundOpen(true)}
          >
            <Trans>Cancel and refund</Trans>
          </Button>
        ) : null}
        {next ? (
          <ResiDialog
            open={resiOpen}
            defaultCourier={chosenCourier}
            onClose={() => setResiOpen(false)}
            onSubmit={async (resi) => {
              setResiOpen(false);
              const courier = courierName(resi.courier);
              const number = resi.number;
              await move(next.to, t`Send this order with ${courier}, resi number ${number}?`, resi);
            }}
          />
        ) : null}
        <RefundDialog
          open={refundOpen}
          amount={total}
          busy={loading}
          onClose={() => setRefundOpen(false)}
          onSubmit={async (reason) => {
            const refunded = formatRupiah(total);
            const done = await send(
              { status: 'cancelled', ...(reason ? { reason } : {}) },
              t`Order cancelled and ${refunded} refunded`,
            );
            if (done) setRefundOpen(false);
          }}
        />
        {confirm.dialog}
      </HStack>
      {refundStatus === 'failed' && canRefund ? (
        <Text fontSize="sm" color="fg.error" data-testid="refund-failed">
          <Trans>The last refund attempt was refused by the payment provider; the order is still paid.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * 'Cancel and refund': names the amount going back and takes an optional reason (kept with the refund and sent to
 * the payment provider; the customer's e-mail does not show it). Stays open while the provider is asked, and after
 * a refusal so that staff can read the toast and try again or close it.
 */
function RefundDialog({
  open,
  amount,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  amount: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const refund = formatRupiah(amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit(reason.trim());
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="refund-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  <Trans>Cancel and refund</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>
                    <Trans>
                      Cancel this order and refund{' '}
                      <Text as="strong" whiteSpace="nowrap" data-testid="refund-amount">
                        {refund}
                      </Text>{' '}
                      to the customer? The payment provider gives the money back, the stock goes back on sale
                      and the customer gets an e-mail. This cannot be undone.
                    </Trans>
                  </Text>
                  <Field.Root>
                    <Field.Label>
                      <Trans>Reason (optional)</Trans>
                    </Field.Label>
                    <Textarea
                      value={reason}
                      maxLength={MAX_REFUND_REASON_LENGTH}
                      rows={3}
                      onChange={(event) => setReason(event.target.value)}
                    />
                    <Field.HelperText>
                      <Trans>
                        Kept with the refund and sent to the payment provider; not shown to the customer.
                      </Trans>
                    </Field.HelperText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" minH="10" onClick={onClose} disabled={busy}>
                  <Trans>Keep the order</Trans>
                </Button>
                <Button type="submit" colorPalette="red" minH="10" loading={busy}>
                  <Trans>Cancel and refund</Trans>
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ResiDialog({
  open,
  title,
  defaultCourier,
  defaultNumber = '',
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The dialog's title: 'Send the order' unless given. */
  title?: string;
  /** The courier chosen until staff pick another: the shopper's at checkout. */
  defaultCourier: string;
  /** The resi in the field at first: the current one when it is corrected. */
  defaultNumber?: string | undefined;
  onClose: () => void;
  onSubmit: (resi: { number: string; courier: string }) => Promise<void>;
}) {
  const { i18n } = useLingui();
  const [value, setValue] = useState(defaultNumber);
  const [courier, setCourier] = useState(defaultCourier);
  const [problem, setProblem] = useState<MessageDescriptor | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = resiProblem(value);
    setProblem(error);
    if (!error) void onSubmit({ number: value.trim(), courier });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="resi-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title ?? <Trans>Send the order</Trans>}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Field.Root>
                    <Field.Label>
                      <Trans>Courier</Trans>
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={courier}
                        onChange={(event) => setCourier(event.target.value)}
                        data-testid="resi-courier"
                      >
                        {SHIPPING_COURIERS.map((code) => (
                          <option key={code} value={code}>
                            {courierName(code)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.HelperText>
                      <Trans>The courier that carries the parcel under this resi.</Trans>
                    </Field.HelperText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(problem)} required>
                    <Field.Label>
                      <Trans>Resi number</Trans>
                    </Field.Label>
                    <Input
                      value={value}
                      maxLength={50}
                      autoComplete="off"
                      onChange={(event) => setValue(event.target.value)}
                    />
                    {problem ? (
                      <Field.ErrorText>{i18n._(problem)}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        <Trans>The courier's tracking number: letters, digits and dashes.</Trans>
                      </Field.HelperText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" minH="10" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" minH="10">
                  <Trans>Continue</Trans>
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
