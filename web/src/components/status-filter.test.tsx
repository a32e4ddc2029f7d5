import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { chosenOption, StatusFilter } from './status-filter';

const OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
] as const;

function Filter({ display }: { display?: 'select' | 'buttons' }) {
  const [value, setValue] = useState<'paid' | 'failed' | ''>(display === 'buttons' ? 'paid' : '');
  return (
    <>
      <p data-testid="chosen">chosen {value || 'all'}</p>
      <StatusFilter label="Status" options={OPTIONS} value={value} onChange={setValue} display={display} />
    </>
  );
}

describe('chosenOption', () => {
  it('finds the option an address parameter names, and none for anything else', () => {
    expect(chosenOption(OPTIONS, 'failed')).toEqual({ value: 'failed', label: 'Failed' });
    expect(chosenOption(OPTIONS, 'FAILED')).toBeUndefined();
    expect(chosenOption(OPTIONS, '')).toBeUndefined();
  });
});

describe('StatusFilter', () => {
  it('is a labelled drop-down with All first, then the options', async () => {
    const user = userEvent.setup();
    renderWithApp(<Filter />);
    const select = screen.getByLabelText('Status');
    expect(
      screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'All'],
      ['paid', 'Paid'],
      ['failed', 'Failed'],
    ]);
    await user.selectOptions(select, 'failed');
    expect(screen.getByTestId('chosen')).toHaveTextContent('chosen failed');
    await user.selectOptions(select, '');
    expect(screen.getByTestId('chosen')).toHaveTextContent('chosen all');
  });

  it('as buttons, presses the chosen one and has no All', async () => {
    const user = userEvent.setup();
    renderWithApp(<Filter display="buttons" />);
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('chosen failed');
    expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-pressed', 'false');
  });
});
