// A rupiah amount typed with its thousands grouped as staff type it ('104.000', in both languages, as Indonesia
// writes rupiah), for the back office's money fields (MoneyField). The form gets the plain digits ('104000'): the
// forms hold their numbers as the text typed and send Number(value), so validators and submits are unchanged.
import { Input, type InputProps } from '@chakra-ui/react';
import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';

/** The grouping mark: a dot, as rupiah are written in Indonesia (and as the shop prints them in both languages). */
const GROUP = '.';
/** More digits than any amount the shop handles (Number.MAX_SAFE_INTEGER has 16): the rest of a paste is dropped. */
const MAX_DIGITS = 15;

/** '104000' → '104.000'. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/gu, GROUP);
}

/** The digits of typed text, without leading zeros (but a lone '0'), at most MAX_DIGITS. */
function cleanDigits(text: string): string {
  const digits = text.replace(/\D/gu, '').replace(/^0+(?=\d)/u, '');
  return digits.slice(0, MAX_DIGITS);
}

/**
 * The digits of a pasted amount: 'Rp 104.000', '104000', 'Rp104.000,00' and '104,000.00' are all 104000 (cents,
 * one or two digits after the last mark, are dropped: rupiah are whole).
 */
export function amountDigits(text: string): string {
  return cleanDigits(text.trim().replace(/[.,]\d{1,2}$/u, ''));
}

/** The caret position in `formatted` just after its `count`-th digit. */
function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/u.test(formatted[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

const digitCount = (text: string) => text.replace(/\D/gu, '').length;

type MoneyInputProps = Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** The amount's digits, as the form holds them ('104000'; a number is taken too). */
  value: string | number | null | undefined;
  /** Called with the amount's plain digits ('' when emptied). */
  onChange: (digits: string) => void;
};

export function MoneyInput({ value, onChange, onKeyDown, onPaste, ...props }: MoneyInputProps) {
  const digits = value === null || value === undefined ? '' : cleanDigits(String(value));
  const shown = groupDigits(digits);
  const ref = useRef<HTMLInputElement>(null);
  /** Where the caret goes once the new amount is shown: after this many digits. */
  const caret = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === undefined || !input || document.activeElement !== input) return;
    const position = caretAfterDigits(shown, caret.current);
    input.setSelectionRange(position, position);
    caret.current = undefined;
  });

  /** Shows `next` with the caret after `digitsBefore` of its digits. */
  function change(next: string, digitsBefore: number, target: HTMLInputElement) {
    caret.current = digitsBefore;
    if (next === digits) {
      // The same amount (a mark or a letter typed): no new render, so the input is put back here.
      target.value = shown;
      const position = caretAfterDigits(shown, digitsBefore);
      target.setSelectionRange(position, position);
      caret.current = undefined;
      return;
    }
    onChange(next);
  }

  function onTyped(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    const at = event.target.selectionStart ?? typed.length;
    const next = cleanDigits(typed);
    // Leading zeros dropped before the caret move it back as many digits.
    const dropped = digitCount(typed) - next.length;
    change(next, Math.max(0, digitCount(typed.slice(0, at)) - dropped), event.target);
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    const input = event.currentTarget;
    const { selectionStart: start, selectionEnd: end } = input;
    if (event.defaultPrevented || start === null || start !== end) return;
    // Backspace just after a mark (or Delete just before one) takes the digit beyond it, not the mark alone,
    // which the grouping would put straight back.
    const back = event.key === 'Backspace' && shown[start - 1] === GROUP;
    const forward = event.key === 'Delete' && shown[start] === GROUP;
    if (!back && !forward) return;
    event.preventDefault();
    const before = digitCount(shown.slice(0, start));
    const at = back ? before - 1 : before;
    change(cleanDigits(digits.slice(0, at) + digits.slice(at + 1)), at, input);
  }

  function onPasted(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = amountDigits(event.clipboardData.getData('text'));
    const from = digitCount(shown.slice(0, input.selectionStart ?? shown.length));
    const to = digitCount(shown.slice(0, input.selectionEnd ?? shown.length));
    const next = cleanDigits(digits.slice(0, from) + pasted + digits.slice(to));
    const kept = digits.length - (to - from);
    change(next, Math.max(0, from + pasted.length - (kept + pasted.length - next.length)), input);
  }

  return (
    <Input
      {...props}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onChange={onTyped}
      onKeyDown={onKey}
      onPaste={onPasted}
    />
  );
}
