// An order's headline (issue 32): its stage — the status, processing told apart by its parcel — in the words of
// order-words.ts and the colours of the shop rules (storefront.md §4's for each status; a delivered parcel green).
// The member's order, the guest's /order-status, staff's order and every list show this one badge.
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { ORDER_STAGE_COLORS, type OrderStage, type OrderStatus } from '@lemari/shop/rules';
import { orderStageText } from '@/components/order-words';

export function OrderStageBadge({ stage, status }: { stage: OrderStage; status: OrderStatus }) {
  useLingui();
  return (
    <Badge
      data-testid="order-status"
      data-status={status}
      data-stage={stage}
      colorPalette={ORDER_STAGE_COLORS[stage]}
      variant="subtle"
    >
      {orderStageText(stage)}
    </Badge>
  );
}
