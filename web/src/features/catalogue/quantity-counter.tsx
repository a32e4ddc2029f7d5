// The product page's quantity (storefront.md §4): starts at 1, never below 0 nor above the stock; anything typed
// that is not a number counts as 0.
import { Group, IconButton, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuMinus, LuPlus } from 'react-icons/lu';

/** What the counter holds after `raw` was typed or stepped to: a whole number from 0 to `stock`. */
export function counterQuantity(raw: string | number, stock: number): number {
  const value = typeof raw === 'number' ? raw : Number(raw.trim());
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.trunc(value), 0), Math.max(stock, 0));
}

interface QuantityCounterProps {
  value: number;
  stock: number;
  onChange: (value: number) => void;
}

export function QuantityCounter({ value, stock, onChange }: QuantityCounterProps) {
  const { t } = useLingui();
  return (
    <Group attached>
      <IconButton
        aria-label={t`Decrease quantity`}
        variant="outline"
        size="lg"
        disabled={value <= 0}
        onClick={() => onChange(counterQuantity(value - 1, stock))}
      >
        <LuMinus />
      </IconButton>
      <Input
        aria-label={t`Quantity`}
        inputMode="numeric"
        size="lg"
        width="16"
        textAlign="center"
        value={String(value)}
        onChange={(event) => onChange(counterQuantity(event.target.value, stock))}
        onFocus={(event) => event.target.select()}
      />
      <IconButton
        aria-label={t`Increase quantity`}
        variant="outline"
        size="lg"
        disabled={value >= stock}
        onClick={() => onChange(counterQuantity(value + 1, stock))}
      >
        <LuPlus />
      </IconButton>
    </Group>
  );
}
