import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import type { VoucherKind } from '@/generated/graphql';
import { mockError, mockPaging, mockQuery } from '@/test/fixtures';
import { i18n, startLanguage } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import {
  AdminVoucherQuery,
  CreateVoucherMutation,
  UpdateVoucherMutation,
  VoucherFormFragment,
  VoucherFormPage,
} from './voucher-form-page';
import {
  AdminVouchersQuery,
  DeactivateVoucherMutation,
  deactivateQuestion,
  VoucherListPage,
} from './voucher-list-page';

function voucher(id: string, code: string, kind: VoucherKind, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Voucher' as const,
    id,
    code,
    kind,
    value: kind === 'percent' ? 10 : kind === 'fixed' ? 20000 : 0,
    maxDiscount: kind === 'percent' ? 50000 : null,
    minSpend: 0,
    validFrom: null as string | null,
    validTo: null as string | null,
    totalUses: null as number | null,
    usedCount: 0,
    active: true,
    ...overrides,
  };
}

const listMock = (variables: { q: string | null; active: boolean | null; page: number }, items: unknown[]) =>
  mockQuery(
    AdminVouchersQuery,
    { q: variables.q, active: variables.active, page: { page: variables.page, limit: 10 } },
    {
      vouchers: {
        __typename: 'VoucherPage',
        items: items as ReturnType<typeof voucher>[],
        paging: mockPaging(items.length, variables.page),
      },
    },
  );

describe('VoucherListPage', () => {
  it('shows each voucher (kind, value, min spend, validity, uses so far of the total, active) from the search and filter in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<VoucherListPage />, {
      route: '/admin/voucher',
      at: '/admin/voucher?q=lem&active=active',
      mocks: [
        listMock({ q: 'lem', active: true, page: 1 }, [
          voucher('v-1', 'LEMARI10', 'percent', {
            minSpend: 100000,
            validFrom: '2026-11-30T17:00:00.000Z',
            validTo: '2026-12-31T16:59:59.999Z',
            totalUses: 100,
            usedCount: 3,
          }),
          voucher('v-2', 'ONGKIR', 'free_shipping', { usedCount: 7 }),
        ]),
        listMock({ q: 'lem', active: false, page: 1 }, [
          voucher('v-3', 'HEMAT20K', 'fixed', { active: false, usedCount: 12, totalUses: 12 }),
        ]),
      ],
    });

    const [lemari, ongkir] = (await screen.findAllByTestId('admin-row')).map((row) => within(row));
    expect(lemari!.getByRole('link', { name: 'LEMARI10' })).toHaveAttribute(
      'href',
      '/admin/voucher/v-1/edit',
    );
    expect(lemari!.getByText('Percent')).toBeInTheDocument();
    expect(lemari!.getByText('10% up to Rp 50.000')).toBeInTheDocument();
    expect(lemari!.getByText('Rp 100.000')).toBeInTheDocument();
    expect(lemari!.getByText('1 December 2026 – 31 December 2026')).toBeInTheDocument();
    expect(lemari!.getByTestId('voucher-uses')).toHaveTextContent('3 / 100');
    expect(lemari!.getByText('Active')).toBeInTheDocument();
    expect(ongkir!.getByText('Free shipping')).toBeInTheDocument();
    expect(ongkir!.getByText('Always')).toBeInTheDocument();
    expect(ongkir!.getByTestId('voucher-uses')).toHaveTextContent('7 / no limit');
    expect(screen.getByRole('searchbox', { name: 'Search vouchers by code' })).toHaveValue('lem');
    expect(screen.getByRole('link', { name: 'Create voucher' })).toHaveAttribute(
      'href',
      '/admin/voucher/create',
    );

    await user.selectOptions(screen.getByTestId('voucher-active-filter'), 'inactive');
    await waitFor(() => expect(router.state.location.search).toBe('?q=lem&active=inactive'));
    const [hemat] = (await screen.findAllByTestId('admin-row')).map((row) => within(row));
    expect(hemat!.getByText('Inactive')).toBeInTheDocument();
    expect(hemat!.getByTestId('voucher-uses')).toHaveTextContent('12 / 12');
    expect(hemat!.queryByRole('button', { name: 'Deactivate HEMAT20K' })).not.toBeInTheDocument();
  });

  it('deactivates a voucher only after the confirm, and shows it inactive', async () => {
    const user = userEvent.setup();
    renderWithApp(<VoucherListPage />, {
      route: '/admin/voucher',
      toasts: true,
      mocks: [
        listMock({ q: null, active: null, page: 1 }, [voucher('v-1', 'LEMARI10', 'percent')]),
        mockQuery(
          DeactivateVoucherMutation,
          { id: 'v-1' },
          { deactivateVoucher: { __typename: 'Voucher', id: 'v-1', active: false } },
        ),
        listMock({ q: null, active: null, page: 1 }, [
          voucher('v-1', 'LEMARI10', 'percent', { active: false }),
        ]),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Deactivate LEMARI10' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(deactivateQuestion('LEMARI10', i18n));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByTestId('admin-row')).getByText('Active')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate LEMARI10' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await expectToast('Voucher LEMARI10 deactivated');
    await waitFor(() =>
      expect(within(screen.getByTestId('admin-row')).getByText('Inactive')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Deactivate LEMARI10' })).not.toBeInTheDocument();
  });
});

describe('VoucherFormPage', () => {
  it('checks the fields before sending, then creates a percent voucher with its cap, days and limits', async () => {
    const user = userEvent.setup();
    const input = {
      code: 'LEMARI10',
      kind: 'percent' as const,
      value: 10,
      maxDiscount: 50000,
      minSpend: 100000,
      validFrom: '2026-11-30T17:00:00.000Z',
      validTo: '2026-12-31T16:59:59.999Z',
      totalUses: 100,
      usesPerCustomer: 1,
      active: true,
    };
    const { router } = renderWithApp(<VoucherFormPage />, {
      route: '/admin/voucher/create',
      toasts: true,
      mocks: [
        mockQuery(
          CreateVoucherMutation,
          { input },
          {
            createVoucher: {
              __typename: 'Voucher',
              id: 'v-1',
              ...makeFragmentData({ __typename: 'Voucher', ...input }, VoucherFormFragment),
            },
          },
        ),
      ],
    });

    expect(screen.getByRole('heading', { name: 'Create voucher' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    expect(screen.getByText('Choose what the voucher takes off')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code'), 'a b');
    await user.selectOptions(screen.getByLabelText('Takes off'), 'percent');
    await user.type(screen.getByLabelText('Percent (%)'), '150');
    await user.type(screen.getByLabelText('Valid from'), '2026-12-31');
    await user.type(screen.getByLabelText('Valid until'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Code must be 3 to 32 letters, digits, dashes or underscores'),
    ).toBeInTheDocument();
    expect(screen.getByText('Percent must be at most 100')).toBeInTheDocument();
    expect(screen.getByText('The last day cannot be before the first')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'lemari10');
    await user.clear(screen.getByLabelText('Percent (%)'));
    await user.type(screen.getByLabelText('Percent (%)'), '10');
    await user.type(screen.getByLabelText('Maximum discount (Rp)'), '50000');
    await user.type(screen.getByLabelText('Minimum spend (Rp)'), '100000');
    await user.clear(screen.getByLabelText('Valid from'));
    await user.type(screen.getByLabelText('Valid from'), '2026-12-01');
    await user.clear(screen.getByLabelText('Valid until'));
    await user.type(screen.getByLabelText('Valid until'), '2026-12-31');
    await user.type(screen.getByLabelText('Total uses'), '100');
    await user.type(screen.getByLabelText('Uses per customer'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Voucher created');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/voucher'));
  });

  it("shows the server's refusal of a code another voucher has, keeping what was typed", async () => {
    const user = userEvent.setup();
    renderWithApp(<VoucherFormPage />, {
      route: '/admin/voucher/create',
      toasts: true,
      mocks: [
        mockError(
          CreateVoucherMutation,
          {
            input: {
              code: 'ONGKIR',
              kind: 'free_shipping',
              value: 0,
              maxDiscount: null,
              minSpend: 0,
              validFrom: null,
              validTo: null,
              totalUses: null,
              usesPerCustomer: null,
              active: true,
            },
          },
          'Another voucher already has the code ONGKIR.',
          { code: 'CONFLICT' },
        ),
      ],
    });
    await user.type(screen.getByLabelText('Code'), 'ongkir');
    await user.selectOptions(screen.getByLabelText('Takes off'), 'free_shipping');
    expect(screen.queryByLabelText(/Percent|Amount/u)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Another voucher already has the code ONGKIR.',
    );
    expect(screen.getByLabelText('Code')).toHaveValue('ongkir');
  });

  it('edits a voucher: its terms and Jakarta days filled in, saved whole', async () => {
    const user = userEvent.setup();
    const stored = {
      code: 'HEMAT20K',
      kind: 'fixed' as const,
      value: 20000,
      maxDiscount: null,
      minSpend: 150000,
      validFrom: '2026-11-30T17:00:00.000Z',
      validTo: null,
      totalUses: null,
      usesPerCustomer: 2,
      active: true,
    };
    renderWithApp(<VoucherFormPage />, {
      route: '/admin/voucher/:id/edit',
      at: '/admin/voucher/v-3/edit',
      toasts: true,
      mocks: [
        mockQuery(
          AdminVoucherQuery,
          { id: 'v-3' },
          {
            voucher: {
              __typename: 'Voucher',
              id: 'v-3',
              usedCount: 4,
              ...makeFragmentData({ __typename: 'Voucher', ...stored }, VoucherFormFragment),
            },
          },
        ),
        mockQuery(
          UpdateVoucherMutation,
          { id: 'v-3', input: { ...stored, value: 25000, validFrom: '2026-11-30T17:00:00.000Z' } },
          {
            updateVoucher: {
              __typename: 'Voucher',
              id: 'v-3',
              ...makeFragmentData({ __typename: 'Voucher', ...stored, value: 25000 }, VoucherFormFragment),
            },
          },
        ),
      ],
    });
    expect(await screen.findByLabelText('Amount (Rp)')).toHaveValue('20.000');
    expect(screen.getByRole('heading', { name: 'Edit voucher' })).toBeInTheDocument();
    expect(screen.getByTestId('voucher-used')).toHaveTextContent('Used 4 times so far.');
    expect(screen.getByLabelText('Valid from')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Minimum spend (Rp)')).toHaveValue('150.000');
    await user.clear(screen.getByLabelText('Amount (Rp)'));
    await user.type(screen.getByLabelText('Amount (Rp)'), '25000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Voucher saved');
  });
});

describe('the voucher form in Bahasa Indonesia', () => {
  afterEach(() => i18n.activate('en'));

  it('labels its fields, options, checks and buttons in Indonesian', async () => {
    await startLanguage('id', ['core', 'admin']);
    const user = userEvent.setup();
    renderWithApp(<VoucherFormPage />, { route: '/admin/voucher/create' });

    expect(screen.getByRole('heading', { name: 'Buat voucher' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Voucher' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/admin/voucher');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kode wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Pilih potongan voucher')).toBeInTheDocument();

    const kind = screen.getByLabelText('Potongan');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pilih', 'Persen', 'Nominal tetap', 'Gratis ongkir']);
    await user.type(screen.getByLabelText('Kode'), 'a b');
    await user.selectOptions(kind, 'percent');
    await user.type(screen.getByLabelText('Persen (%)'), '150');
    await user.type(screen.getByLabelText('Total pemakaian'), '1,5');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Kode harus 3 sampai 32 huruf, angka, tanda hubung, atau garis bawah'),
    ).toBeInTheDocument();
    expect(screen.getByText('Persen maksimal 100')).toBeInTheDocument();
    expect(screen.getByText('Total pemakaian harus berupa bilangan bulat')).toBeInTheDocument();
    expect(screen.getByLabelText('Diskon maksimal (Rp)')).toBeInTheDocument();
    expect(screen.getByText('Kosongkan jika tanpa batas.')).toBeInTheDocument();
    expect(screen.getByLabelText('Aktif: pembeli dapat memakainya')).toBeChecked();
  });
});
