// Moving paid orders on together (issue 22): the list's selection (a small hook that the cards view and the table
// view share), a checkbox per paid order, and the bar that moves the chosen ones to processing — asked first, then
// answered as one toast saying how many moved and why any did not. Each order still needs its resi number to ship.
import { Button, Checkbox, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_BULK_ORDER_MOVE } from '@lemari/shop/rules';
import { useCallback, useMemo, useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { errorMessage } from '@/lib/errors';

export const SetOrdersStatusMutation = graphql(`
  mutation SetOrdersStatus($ids: [ID!]!, $status: OrderStatus!) {
    setOrdersStatus(ids: $ids, status: $status) {
      orderId
      orderCode
      moved
      status
      reason
    }
  }
`);

export interface OrderSelection {
  /** The chosen order ids, in the order they were chosen. */
  ids: readonly string[];
  has(id: string): boolean;
  toggle(id: string, on: boolean): void;
  clear(): void;
}

/** The orders chosen on a list page; at most MAX_BULK_ORDER_MOVE (a page holds fewer). */
export function useOrderSelection(): OrderSelection {
  const [ids, setIds] = useState<readonly string[]>([]);
  const toggle = useCallback((id: string, on: boolean) => {
    setIds((now) => {
      if (!on) return now.filter((other) => other !== id);
      return now.includes(id) || now.length >= MAX_BULK_ORDER_MOVE ? now : [...now, id];
    });
  }, []);
  const clear = useCallback(() => setIds([]), []);
  return useMemo(() => ({ ids, has: (id: string) => ids.includes(id), toggle, clear }), [ids, toggle, clear]);
}

/** The checkbox that chooses one paid order; its label names the order for screen readers. */
export function SelectOrderCheckbox({
  selection,
  orderId,
  orderCode,
}: {
  selection: OrderSelection;
  orderId: string;
  orderCode: string;
}) {
  return (
    <Checkbox.Root
      checked={selection.has(orderId)}
      onCheckedChange={(details) => selection.toggle(orderId, details.checked === true)}
      minH="10"
      minW="10"
      justifyContent="center"
      data-testid="order-select"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        <VisuallyHidden>
          <Trans>Select {orderCode}</Trans>
        </VisuallyHidden>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * How a bulk move went, as one toast in the language shown: how many moved, then each refusal with its reason (the
 * server's words).
 */
export function moveSummary(
  results: readonly { orderCode?: string | null; orderId: string; moved: boolean; reason?: string | null }[],
  i18n: I18n,
) {
  const moved = results.filter((result) => result.moved).length;
  const refused = results.filter((result) => !result.moved);
  const notMoved = refused.length;
  const notMovedText = i18n._(msg`not moved`);
  return {
    title:
      notMoved === 0
        ? i18n._(msg`${plural(moved, { one: '# order', other: '# orders' })} moved to processing`)
        : i18n._(
            msg`${plural(moved, { one: '# order', other: '# orders' })} moved to processing, ${notMoved} not moved`,
          ),
    description: refused
      .map((result) => `${result.orderCode ?? result.orderId}: ${result.reason ?? notMovedText}`)
      .join('; '),
    kind:
      refused.length === 0 ? ('success' as const) : moved === 0 ? ('error' as const) : ('warning' as const),
  };
}

/** "N selected", Clear and "Move N to processing" while orders are chosen; loads the list again after a move. */
export function BulkMoveBar({ selection, onMoved }: { selection: OrderSelection; onMoved: () => unknown }) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const [mutate, { loading }] = useMutation(SetOrdersStatusMutation);
  const count = selection.ids.length;

  async function move() {
    const question = t`Move ${plural(count, { one: '# order', other: '# orders' })} to processing? Each still needs its resi number before it ships.`;
    if (!(await confirm.ask(question, t`Move ${count}`))) return;
    try {
      const { data } = await mutate({ variables: { ids: [...selection.ids], status: 'processing' } });
      const summary = moveSummary(data?.setOrdersStatus ?? [], i18n);
      toaster[summary.kind]({ title: summary.title, description: summary.description || undefined });
      selection.clear();
    } catch (error) {
      toaster.error({ title: errorMessage(error) });
    }
    await onMoved();
  }

  if (count === 0) return confirm.dialog;
  return (
    <HStack
      gap="2"
      wrap="wrap"
      justify="space-between"
      borderWidth="1px"
      borderRadius="md"
      p="2"
      data-testid="bulk-move-bar"
    >
      <Text fontSize="sm" fontWeight="medium" aria-live="polite">
        <Trans>{count} selected</Trans>
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button variant="ghost" minH="10" onClick={selection.clear}>
          <Trans>Clear</Trans>
        </Button>
        <Button minH="10" loading={loading} onClick={() => void move()}>
          <Trans>Move {count} to processing</Trans>
        </Button>
      </HStack>
      {confirm.dialog}
    </HStack>
  );
}
