import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { afterEach, describe, expect, it } from 'vitest';
import { required } from '@/components/form/validators';
import { bestOptions, optionKey, slowestDays, type ShippingOption } from '@/lib/shipping';
import { renderWithApp } from '@/test/render';
import { i18n, startLanguage } from '@/lib/i18n';
import { messageText } from '@/lib/message-text';
import { NO_SERVICE_TEXT, ShippingServiceField } from './shipping-service-field';

const option = (
  code: string,
  service: string,
  description: string,
  value: number,
  etd: string,
): ShippingOption => ({
  key: optionKey(code, service),
  code,
  service,
  description,
  value,
  etd,
  note: '',
  fallback: false,
});
const OKE = option('jne', 'OKE', 'Ongkos Kirim Ekonomis', 9_000, '2-3 HARI');
const YES = option('jne', 'YES', 'Yakin Esok Sampai', 18_000, '1');
const EZ = option('jnt', 'EZ', 'Reguler', 10_000, '2-3');
const SICEPAT_REG = option('sicepat', 'REG', 'Reguler', 8_500, '2-3');
const BEST = option('sicepat', 'BEST', 'Besok Sampai Tujuan', 16_000, '1');
const FALLBACK_NOTE = "Estimated rate: the courier's live rates are unavailable right now";
const estimated = (item: ShippingOption): ShippingOption => ({
  ...item,
  fallback: true,
  note: FALLBACK_NOTE,
});

function renderField(field: Partial<Parameters<typeof ShippingServiceField>[0]> = {}, chosen: string[] = []) {
  return renderWithApp(
    <Form<{ service?: string }>
      onSubmit={(values) => {
        chosen.push(values.service ?? '');
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)}>
          <ShippingServiceField name="service" legend="Shipping service" options={[OKE, YES]} {...field} />
          <button type="submit">Send</button>
        </form>
      )}
    />,
  );
}

describe('ShippingServiceField', () => {
  it('names each service with its courier, description, days as the screens write them, and price', async () => {
    renderField();
    expect(await screen.findByRole('group', { name: 'Shipping service' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /^JNE YES Yakin Esok Sampai · 1 day Fastest Rp\s18\.000$/u }),
    ).toBeVisible();
    expect(
      screen.getByRole('radio', {
        name: /^JNE OKE Ongkos Kirim Ekonomis · 2–3 days Cheapest Rp\s9\.000$/u,
      }),
    ).toBeVisible();
  });

  it('groups the services by courier under its name, marking the cheapest and the fastest of all', async () => {
    renderField({ options: [OKE, YES, EZ, SICEPAT_REG, BEST] });
    const groups = await screen.findAllByTestId('courier-group');
    expect(groups).toHaveLength(3);
    const jne = screen.getByRole('group', { name: 'JNE' });
    const jnt = screen.getByRole('group', { name: 'J&T Express' });
    const sicepat = screen.getByRole('group', { name: 'SiCepat' });
    expect(within(jne).getAllByRole('radio')).toHaveLength(2);
    expect(within(jnt).getAllByRole('radio')).toHaveLength(1);
    expect(within(sicepat).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'J&T Express' })).toBeVisible();

    // SiCepat REG is the cheapest; JNE YES and SiCepat BEST (next day) tie for the fastest.
    const cheapest = screen.getAllByTestId('cheapest-mark');
    expect(cheapest).toHaveLength(1);
    expect(
      within(sicepat).getByRole('radio', { name: /^SiCepat REG Reguler · 2–3 days Cheapest Rp/u }),
    ).toBeVisible();
    expect(screen.getAllByTestId('fastest-mark')).toHaveLength(2);
    expect(within(jne).getByRole('radio', { name: /YES .* Fastest/u })).toBeVisible();
    expect(within(sicepat).getByRole('radio', { name: /BEST .* Fastest/u })).toBeVisible();
    expect(within(jnt).queryByText('Cheapest')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shipping-fallback-note')).not.toBeInTheDocument();
  });

  it("shows once, under the courier's name, that its rates are the shop's estimate", async () => {
    renderField({ options: [estimated(OKE), estimated(YES), EZ] });
    const jne = await screen.findByRole('group', { name: 'JNE' });
    const note = within(jne).getByTestId('shipping-fallback-note');
    expect(note).toHaveTextContent(FALLBACK_NOTE);
    expect(jne).toHaveAccessibleDescription(FALLBACK_NOTE);
    expect(screen.getAllByTestId('shipping-fallback-note')).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: 'J&T Express' })).queryByText(FALLBACK_NOTE)).toBeNull();
  });

  it("holds the chosen service in the form as courier and service, telling apart couriers' REG", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    const JNE_REG = option('jne', 'REG', 'Layanan Reguler', 11_000, '2-3');
    renderField({ options: [JNE_REG, SICEPAT_REG] }, chosen);
    const sicepat = await screen.findByRole('group', { name: 'SiCepat' });
    await user.click(within(sicepat).getByRole('radio'));
    expect(within(sicepat).getByRole('radio')).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'JNE' })).getByRole('radio')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(chosen).toEqual(['sicepat:REG']);
  });

  it('shows its check’s message after a submit without a choice, tied to the services', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderField({ validate: required('Choose a shipping service') }, chosen);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const message = await screen.findByText('Choose a shipping service');
    const first = screen.getByRole('radio', { name: /JNE OKE/u });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAttribute('aria-describedby', message.id);
    expect(chosen).toEqual([]);
  });

  it('says so when no service delivers, or what the caller says instead', async () => {
    const { unmount } = renderField({ options: [] });
    expect(await screen.findByText(messageText(NO_SERVICE_TEXT))).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    unmount();
    renderField({ options: [], emptyText: 'Choose the city first.' });
    expect(await screen.findByText('Choose the city first.')).toBeVisible();
  });
});

describe('ShippingServiceField in Bahasa Indonesia', () => {
  afterEach(() => i18n.activate('en'));

  it('marks the cheapest and the fastest as Termurah and Tercepat, with the days in hari', async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    renderField({ options: [OKE, YES, EZ] });
    expect(
      await screen.findByRole('radio', { name: /^JNE OKE Ongkos Kirim Ekonomis · 2–3 hari Termurah Rp/u }),
    ).toBeVisible();
    expect(
      screen.getByRole('radio', { name: /^JNE YES Yakin Esok Sampai · 1 hari Tercepat Rp/u }),
    ).toBeVisible();
  });
});

describe('the cheapest and fastest services', () => {
  it('are the lowest price and the fewest days at most, ties all marked', () => {
    expect(bestOptions([OKE, YES, EZ, SICEPAT_REG, BEST])).toEqual({
      cheapest: new Set(['sicepat:REG']),
      fastest: new Set(['jne:YES', 'sicepat:BEST']),
    });
    expect(slowestDays('2-3 day')).toBe(3);
    expect(slowestDays('1')).toBe(1);
    expect(slowestDays('')).toBe(Number.POSITIVE_INFINITY);
  });

  it('are not marked among fewer than two, nor where all are alike (every one free)', () => {
    expect(bestOptions([OKE])).toEqual({ cheapest: new Set(), fastest: new Set() });
    const free = [OKE, YES, EZ].map((item) => ({ ...item, value: 0 }));
    expect(bestOptions(free).cheapest).toEqual(new Set());
    expect(bestOptions(free).fastest).toEqual(new Set(['jne:YES']));
  });
});
