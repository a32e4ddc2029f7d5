// Moving an order on (the REST API's PUT /v1/order/{id}/status through setOrderStatus): only the moves the server
// allows from the current status are offered — paid → processing (asks for the resi number), processing →
// completed, pending → cancelled — each confirmed first. When the move is no longer allowed (someone else moved
// the order meanwhile) the server's 409 text shows and the order is loaded again.
import { Button, Dialog, HStack, Input, Field, Portal, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import type { OrderStatus } from '@/components/order-status-badge';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { errorMessage } from '@/lib/errors';

export const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $resiNumber: String) {
    setOrderStatus(id: $id, status: $status, resiNumber: $resiNumber) {
      id
      status
      shipment {
        resiNumber
        shipmentDate
        status
      }
      payment {
        status
      }
    }
  }
`);

const RESI_RULE = /^[A-Za-z0-9-]{1,50}$/u;

/** Why a resi number cannot be sent, or undefined. */
export function resiProblem(value: string): string | undefined {
  const text = value.trim();
  if (!text) return 'The resi number is required';
  if (!RESI_RULE.test(text)) return 'Use letters, digits and dashes (at most 50)';
  return undefined;
}

/** A move the server allows from a status, as its button says it (the button's colour is the action's). */
interface Move {
  from: OrderStatus;
  to: OrderStatus;
  label: string;
  colorPalette: string;
  variant?: 'outline';
  /** What is asked first; none: the resi number is asked for instead (and then confirmed). */
  question?: string;
}

/** The one move from each status that has one. */
const MOVES: readonly Move[] = [
  { from: 'paid', to: 'processing', label: 'Mark as processing', colorPalette: 'blue' },
  {
    from: 'processing',
    to: 'completed',
    label: 'Mark as completed',
    colorPalette: 'green',
    question: 'Mark this order as completed?',
  },
  {
    from: 'pending',
    to: 'cancelled',
    label: 'Cancel order',
    colorPalette: 'red',
    variant: 'outline',
    question: 'Cancel this order? Its stock goes back on sale.',
  },
];

interface OrderStatusActionsProps {
  orderId: string;
  status: OrderStatus;
  /** Loads the order again (after a refused move, to show where it really is). */
  onStale: () => unknown;
}

export function OrderStatusActions({ orderId, status, onStale }: OrderStatusActionsProps) {
  const confirm = useConfirm();
  const [mutate, { loading }] = useMutation(SetOrderStatusMutation);
  const [resiOpen, setResiOpen] = useState(false);

  async function move(next: OrderStatus, question: string, resiNumber?: string) {
    if (!(await confirm.ask(question, 'Yes'))) return false;
    try {
      await mutate({ variables: { id: orderId, status: next, resiNumber: resiNumber ?? null } });
      toaster.success({ title: 'success update data' });
      return true;
    } catch (error) {
      toaster.error({ title: errorMessage(error) });
      await onStale();
      return false;
    }
  }

  const next = MOVES.find((move) => move.from === status);
  if (!next) return null;

  return (
    <HStack gap="2" wrap="wrap" data-testid="order-actions">
      <Button
        minH="10"
        colorPalette={next.colorPalette}
        variant={next.variant}
        loading={loading}
        onClick={() => (next.question ? void move(next.to, next.question) : setResiOpen(true))}
      >
        {next.label}
      </Button>
      <ResiDialog
        open={resiOpen}
        onClose={() => setResiOpen(false)}
        onSubmit={async (resi) => {
          setResiOpen(false);
          await move(next.to, `Send this order with resi number ${resi}?`, resi);
        }}
      />
      {confirm.dialog}
    </HStack>
  );
}

function ResiDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (resi: string) => Promise<void>;
}) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = resiProblem(value);
    setProblem(error);
    if (!error) void onSubmit(value.trim());
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
                <Dialog.Title>Send the order</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Field.Root invalid={Boolean(problem)} required>
                    <Field.Label>Resi number</Field.Label>
                    <Input
                      value={value}
                      maxLength={50}
                      autoComplete="off"
                      onChange={(event) => setValue(event.target.value)}
                    />
                    {problem ? (
                      <Field.ErrorText>{problem}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        The courier's tracking number: letters, digits and dashes.
                      </Field.HelperText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" minH="10" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" minH="10">
                  Continue
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
