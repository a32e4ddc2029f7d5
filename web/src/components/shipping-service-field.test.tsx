import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import { required } from '@/components/form/validators';
import { formatCheckoutRupiah } from '@/lib/format';
import type { ShippingOption } from '@/lib/shipping';
import { renderWithApp } from '@/test/render';
import { messageText } from '@/lib/message-text';
import { NO_SERVICE_TEXT, ShippingServiceField } from './shipping-service-field';

const YES: ShippingOption = {
  code: 'jne',
  service: 'YES',
  description: 'Yakin Esok Sampai',
  value: 18_000,
  etd: '1',
};
const OKE: ShippingOption = {
  ...YES,
  service: 'OKE',
  description: 'Ongkos Kirim Ekonomis',
  value: 9_000,
  etd: '2-3 HARI',
};

function renderField(field: Partial<Parameters<typeof ShippingServiceField>[0]>, chosen: string[] = []) {
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
  it('names each service with its description, its days as the screens write them, and its price', async () => {
    renderField({ formatPrice: formatCheckoutRupiah });
    const group = await screen.findByRole('group', { name: 'Shipping service' });
    expect(group).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /^JNE YES Yakin Esok Sampai · 1 day Rp\s18\.000,00$/u }),
    ).toBeVisible();
    expect(
      screen.getByRole('radio', { name: /^JNE OKE Ongkos Kirim Ekonomis · 2–3 days Rp\s9\.000,00$/u }),
    ).toBeVisible();
  });

  it('holds the chosen service in the form', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderField({}, chosen);
    await user.click(await screen.findByRole('radio', { name: /JNE YES/u }));
    expect(screen.getByRole('radio', { name: /JNE YES/u })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(chosen).toEqual(['YES']);
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
