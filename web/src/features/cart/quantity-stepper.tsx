// A cart line's quantity: − / input / +, never below 1 and never above the stock. Clicks and typing show at once
// and reach the cart after a short pause (the last value wins), so fast clicks send one change, not ten.
import { HStack, IconButton, Input, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { clampQuantity, CART_MIN_QUANTITY } from '@/lib/cart';

/** How long the stepper waits after the last click or keystroke before changing the cart. */
export const QUANTITY_DEBOUNCE_MS = 400;

interface QuantityStepperProps {
  quantity: number;
  /** Pieces in stock, when known. */
  stock?: number | undefined;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({ quantity, stock, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(String(quantity));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<number | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The cart's quantity changed (the server answered, another tab): show it unless the shopper is mid-edit.
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    if (pending.current === undefined) setText(String(quantity));
  }

  const flush = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = pending.current;
    pending.current = undefined;
    if (next !== undefined && next !== quantity) onChangeRef.current(next);
  };

  const schedule = (next: number) => {
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, QUANTITY_DEBOUNCE_MS);
  };

  // Leaving the page within the pause still saves the last change.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      const next = pending.current;
      pending.current = undefined;
      if (next !== undefined) onChangeRef.current(next);
    },
    [],
  );

  const current = clampQuantity(Number(text), stock);
  const atMax = stock !== undefined && stock > 0 && current >= stock;

  const step = (delta: number) => {
    const next = clampQuantity(current + delta, stock);
    setText(String(next));
    schedule(next);
  };

  return (
    <HStack gap="1" flexShrink={0}>
      <IconButton
        aria-label={t`Decrease quantity`}
        variant="outline"
        size="md"
        onClick={() => step(-1)}
        disabled={current <= CART_MIN_QUANTITY}
      >
        <LuMinus />
      </IconButton>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t`Quantity`}</label>
      </VisuallyHidden>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={CART_MIN_QUANTITY}
        max={stock && stock > 0 ? stock : undefined}
        value={text}
        width="16"
        textAlign="center"
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() !== '') schedule(clampQuantity(Number(event.target.value), stock));
        }}
        onBlur={() => {
          setText(String(current));
          schedule(current);
          flush();
        }}
      />
      <IconButton
        aria-label={t`Increase quantity`}
        variant="outline"
        size="md"
        onClick={() => step(1)}
        disabled={atMax}
      >
        <LuPlus />
      </IconButton>
    </HStack>
  );
}
