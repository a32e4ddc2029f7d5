// The order being taken: its lines with − / + (from 1 to their variant's stock) and remove, and the goods'
// subtotal.
import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import { LineSummary } from '@/components/line-summary';
import { SectionCard } from '@/components/section-card';
import { canAddOne, canTakeOne, cartSubtotal, removeLine, setLineQuantity } from '@/lib/cart';
import { formatRupiah } from '@/lib/format';
import type { CashierLine } from './cashier-line';

/** A line's small icon buttons, each a 40px tap target. */
const LINE_BUTTON = { size: 'sm', variant: 'ghost', minW: '10', minH: '10' } as const;

export function OrderLines({
  lines,
  onChange,
}: {
  lines: CashierLine[];
  onChange: (lines: CashierLine[]) => void;
}) {
  const { t } = useLingui();
  const step = (line: CashierLine, by: number) =>
    onChange(setLineQuantity(lines, line.id, line.quantity + by));
  return (
    <SectionCard title={t`Order`} testId="cashier-lines" gap="3">
      {lines.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No products yet: add them from the list.</Trans>
        </Text>
      ) : null}
      {lines.map((line) => {
        const name = line.productName;
        return (
          <HStack key={line.id} gap="3" align="center" data-testid="cashier-line">
            <LineSummary line={line} thumbWidth="10" detail={formatRupiah(line.sellPrice)} />
            <HStack gap="0">
              <StepButton line={line} step={-1} onStep={step} />
              <Text minW="6" textAlign="center" data-testid="cashier-line-quantity">
                {line.quantity}
              </Text>
              <StepButton line={line} step={1} onStep={step} />
            </HStack>
            <IconButton
              {...LINE_BUTTON}
              aria-label={t`Remove ${name}`}
              colorPalette="red"
              onClick={() => onChange(removeLine(lines, line.id))}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        );
      })}
      <HStack justify="space-between" borderTopWidth="1px" pt="2">
        <Text>
          <Trans>Subtotal</Trans>
        </Text>
        <Text fontWeight="semibold" data-testid="cashier-subtotal">
          {formatRupiah(cartSubtotal(lines))}
        </Text>
      </HStack>
    </SectionCard>
  );
}

/** One piece less (step -1, down to 1) or more (step 1, up to the stock). */
function StepButton({
  line,
  step,
  onStep,
}: {
  line: CashierLine;
  step: -1 | 1;
  onStep: (line: CashierLine, by: number) => void;
}) {
  const { t } = useLingui();
  const less = step < 0;
  const name = line.productName;
  return (
    <IconButton
      {...LINE_BUTTON}
      aria-label={less ? t`One less ${name}` : t`One more ${name}`}
      disabled={less ? !canTakeOne(line) : !canAddOne(line)}
      onClick={() => onStep(line, step)}
    >
      {less ? <LuMinus /> : <LuPlus />}
    </IconButton>
  );
}
