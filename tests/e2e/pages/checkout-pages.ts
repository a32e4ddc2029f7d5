// The checkout, without the header: /checkout (Information), /shipment (Shipping), /payment/:token (the payment
// provider's page in an iframe) and /payment/payment-success. `checkout-steps` marks the current step.
import type { FrameLocator, Locator, Page } from '@playwright/test';

export interface AddressInput {
  /** 'Address label': only members' addresses have one. */
  title?: string;
  name: string;
  phone: string;
  province: string;
  city: string;
  /** The kecamatan, and the postal code when it differs from the one the city fills in. */
  subdistrict?: string;
  postalCode?: string;
  address: string;
  note?: string;
}

/** The address fields of components/address-fields.tsx, inside any form. */
export class AddressForm {
  readonly title: Locator;
  readonly name: Locator;
  readonly phone: Locator;
  readonly province: Locator;
  readonly city: Locator;
  readonly subdistrict: Locator;
  readonly postalCode: Locator;
  readonly address: Locator;
  readonly note: Locator;

  constructor(scope: Page | Locator) {
    this.title = scope.getByLabel('Address label', { exact: true });
    this.name = scope.getByLabel(/^(?:Recipient name|Nama Penerima)$/u);
    this.phone = scope.getByLabel(/^(?:Phone number|Nomor HP)$/u);
    this.province = scope.getByLabel(/^(?:Province|Provinsi)$/u);
    this.city = scope.getByLabel(/^(?:City \/ Regency|Kota \/ Kabupaten)$/u);
    this.subdistrict = scope.getByLabel(/^(?:District \(kecamatan\)|Kecamatan)$/u);
    this.postalCode = scope.getByLabel(/^(?:Postal code|Kode Pos)$/u);
    this.address = scope.getByLabel(/^(?:Address|Alamat)$/u);
    this.note = scope.getByLabel(/^(?:Courier note|Catatan Kurir)$/u);
  }

  async fill(input: AddressInput) {
    if (input.title !== undefined) await this.title.fill(input.title);
    await this.name.fill(input.name);
    await this.phone.fill(input.phone);
    await this.province.selectOption({ label: input.province });
    await this.chooseCity(input.city);
    if (input.subdistrict !== undefined) await this.subdistrict.fill(input.subdistrict);
    // After the city: choosing it fills in its main postal code.
    if (input.postalCode !== undefined) await this.postalCode.fill(input.postalCode);
    await this.address.fill(input.address);
    if (input.note !== undefined) await this.note.fill(input.note);
  }

  /**
   * Chooses the city whose option names it (an option may add its type: 'Kota Jakarta Selatan'). The cities load
   * once a province is chosen.
   */
  async chooseCity(city: string) {
    const option = this.city
      .locator('option')
      .filter({ hasText: new RegExp(`\\b${city}$`) })
      .first();
    await option.waitFor({ state: 'attached' });
    await this.city.selectOption({ label: (await option.textContent())!.trim() });
  }

  /** The chosen option's text of a select. */
  static async selectedLabel(select: Locator): Promise<string> {
    return select.evaluate((element) => {
      const chosen = (element as HTMLSelectElement).selectedOptions[0];
      return chosen?.textContent?.trim() ?? '';
    });
  }
}

export class CheckoutSteps {
  readonly nav: Locator;
  readonly current: Locator;

  constructor(page: Page) {
    this.nav = page.getByTestId('checkout-steps');
    this.current = this.nav.locator('[aria-current="step"]');
  }
}

export class InformationPage {
  readonly steps: CheckoutSteps;
  readonly heading: Locator;
  readonly email: Locator;
  readonly savedAddresses: Locator;
  readonly useNewAddress: Locator;
  readonly address: AddressForm;
  readonly continueButton: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.steps = new CheckoutSteps(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Information', exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.savedAddresses = page.getByRole('radiogroup', { name: 'Saved addresses', exact: true });
    this.useNewAddress = page.getByRole('radio', { name: 'Use a new address', exact: true });
    this.address = new AddressForm(page);
    this.continueButton = page.getByRole('button', { name: 'Continue to shipping', exact: true });
    this.formError = page.getByTestId('form-error');
  }

  savedAddress(title: string): Locator {
    return this.savedAddresses.getByRole('radio', { name: title, exact: true });
  }
}

export class ShipmentPage {
  readonly steps: CheckoutSteps;
  readonly heading: Locator;
  readonly options: Locator;
  readonly subtotal: Locator;
  readonly shipping: Locator;
  readonly total: Locator;
  readonly tax: Locator;
  readonly payNow: Locator;
  readonly formError: Locator;
  readonly returnToInformation: Locator;

  constructor(readonly page: Page) {
    this.steps = new CheckoutSteps(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Shipping', exact: true });
    this.options = page.getByTestId('shipping-option');
    this.subtotal = page.getByTestId('order-subtotal');
    this.shipping = page.getByTestId('order-shipping');
    this.total = page.getByTestId('order-total');
    this.tax = page.getByTestId('order-tax');
    this.payNow = page.getByRole('button', { name: 'Pay Now', exact: true });
    this.formError = page.getByTestId('form-error');
    this.returnToInformation = page.getByRole('link', { name: 'Return to information', exact: true });
  }

  /**
   * The option radio of a courier's service, e.g. 'REG' of 'JNE' or 'EZ' of 'J&T Express' (its name holds the
   * courier, the code, description, marks, price and days); several couriers have a REG.
   */
  option(service: string, courier = 'JNE'): Locator {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('radio', { name: new RegExp(`^${escape(courier)} ${escape(service)}\\b`) });
  }
}

export class PaymentPage {
  readonly iframe: Locator;
  readonly frame: FrameLocator;
  readonly backToProducts: Locator;

  constructor(readonly page: Page) {
    // Its title in the shopper's language.
    const iframe = 'iframe[title="Payment"], iframe[title="Pembayaran"]';
    this.iframe = page.locator(iframe);
    this.frame = page.frameLocator(iframe);
    this.backToProducts = page.getByRole('link', { name: 'Back to products', exact: true });
  }

  /** The token of /payment/:token. */
  token(): string {
    const match = /\/payment\/([^/?#]+)/.exec(new URL(this.page.url()).pathname);
    if (!match || match[1] === 'payment-success') throw new Error(`not a payment page: ${this.page.url()}`);
    return match[1]!;
  }
}

export class PaymentSuccessPage {
  readonly heading: Locator;
  readonly orderCode: Locator;
  readonly status: Locator;
  readonly continueShopping: Locator;
  readonly seeMyOrders: Locator;
  /** What was bought, one item per line, and where it goes. */
  readonly lines: Locator;
  readonly address: Locator;
  readonly courier: Locator;
  readonly email: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Thank you', exact: true });
    this.lines = page.getByTestId('success-line');
    this.address = page.getByTestId('success-address');
    this.courier = page.getByTestId('success-courier');
    this.email = page.getByTestId('success-email');
    this.orderCode = page.getByTestId('order-code');
    this.status = page.getByTestId('order-status');
    this.continueShopping = page.getByRole('link', { name: 'Continue shopping', exact: true });
    this.seeMyOrders = page.getByRole('link', { name: 'See my orders', exact: true });
  }
}
