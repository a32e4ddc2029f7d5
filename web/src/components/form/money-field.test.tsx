// The back office's money fields: grouped digits as staff type ('104.000'), a sensible caret, pasted amounts taken
// as they come ('Rp 104.000'), and the form given the plain digits, which it sends as the number 104000.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { MoneyField } from './money-field';
import { amountDigits, groupDigits } from './money-input';
import { wholeNumber } from './number-validators';

/** A form with one money field, sending the amount as the shop's forms do (Number of the value). */
function renderPriceForm(initial?: string) {
  const sent = vi.fn<(amount: number) => void>();
  renderWithApp(
    <Form<{ price: string }>
      initialValues={initial === undefined ? undefined : { price: initial }}
      onSubmit={(values) => sent(Number(values.price))}
      render={({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)}>
          <MoneyField name="price" label="Sell price (Rp)" required validate={wholeNumber('Sell price')} />
          <button type="submit">Save</button>
        </form>
      )}
    />,
  );
  return { input: screen.getByLabelText('Sell price (Rp)') as HTMLInputElement, sent };
}

const caretOf = (input: HTMLInputElement) => input.selectionStart;

describe('groupDigits and amountDigits', () => {
  it('groups thousands with dots', () => {
    expect(['', '0', '999', '1000', '104000', '1250000'].map(groupDigits)).toEqual([
      '',
      '0',
      '999',
      '1.000',
      '104.000',
      '1.250.000',
    ]);
  });

  it('reads a pasted amount however it is written', () => {
    for (const text of ['Rp 104.000', '104000', 'Rp104.000,00', '104,000.00', ' 104 000 ', 'IDR 104.000,-']) {
      expect(amountDigits(text), text).toBe('104000');
    }
    expect(amountDigits('Rp 0')).toBe('0');
    expect(amountDigits('abc')).toBe('');
  });
});

describe('MoneyField', () => {
  it('groups the digits as they are typed and sends the plain number', async () => {
    const user = userEvent.setup();
    const { input, sent } = renderPriceForm();
    await user.type(input, '1040');
    expect(input).toHaveValue('1.040');
    await user.type(input, '00');
    expect(input).toHaveValue('104.000');
    expect(caretOf(input)).toBe(7);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith(104000));
  });

  it('ignores letters and marks typed, and leading zeros', async () => {
    const user = userEvent.setup();
    const { input, sent } = renderPriceForm();
    await user.type(input, '0012a.5,000');
    expect(input).toHaveValue('125.000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith(125000));
  });

  it('shows a stored amount grouped', () => {
    const { input } = renderPriceForm('2500000');
    expect(input).toHaveValue('2.500.000');
  });

  it('keeps the caret after the same digit when a digit goes in the middle', async () => {
    const user = userEvent.setup();
    const { input } = renderPriceForm('104000');
    // '10|4.000', then 5: 1054000 shows as '1.054.000', the caret still just after the digit typed ('1.05|4.000').
    input.focus();
    input.setSelectionRange(2, 2);
    await user.keyboard('5');
    expect(input).toHaveValue('1.054.000');
    expect(caretOf(input)).toBe(4);
  });

  it('deletes the digit before a dot on Backspace, and after it on Delete', async () => {
    const user = userEvent.setup();
    const { input, sent } = renderPriceForm('1250000');
    // '1.250|.000': Backspace after the 0 before the dot.
    input.focus();
    input.setSelectionRange(6, 6);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('125.000');
    // '125.|000': Backspace just after the dot takes the 5.
    input.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('12.000');
    expect(caretOf(input)).toBe(2);
    // '12|.000': Delete just before the dot takes the 0 after it.
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('1.200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith(1200));
  });

  it('takes a pasted amount as it is written, in place of the selection', async () => {
    const user = userEvent.setup();
    const { input, sent } = renderPriceForm('5000');
    await user.tripleClick(input);
    await user.paste('Rp 104.000');
    expect(input).toHaveValue('104.000');
    expect(caretOf(input)).toBe(7);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith(104000));
  });

  it('pastes into the middle of an amount', async () => {
    const user = userEvent.setup();
    const { input } = renderPriceForm('1000');
    input.focus();
    input.setSelectionRange(1, 1);
    await user.paste('25');
    expect(input).toHaveValue('125.000');
    expect(caretOf(input)).toBe(3);
  });

  it('is required: emptied, it says so and sends nothing', async () => {
    const user = userEvent.setup();
    const { input, sent } = renderPriceForm('104000');
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sell price is required')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
