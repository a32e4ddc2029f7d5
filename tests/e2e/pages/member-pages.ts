// The member area: its sidebar, /order-list, /order-detail/:id, /wishlist, /address (+ add/edit) and /profile.
import type { Locator, Page } from '@playwright/test';
import { AddressForm } from './checkout-pages.js';
import { SiteLayout } from './site-layout.js';

export class MemberSidebar {
  readonly root: Locator;
  readonly transactions: Locator;
  readonly wishlist: Locator;
  readonly addressList: Locator;
  readonly myProfile: Locator;
  readonly settings: Locator;
  readonly signOut: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('member-sidebar');
    const link = (name: string) => this.root.getByRole('link', { name, exact: true });
    this.transactions = link('Transactions');
    this.wishlist = link('Wishlist');
    this.addressList = link('Address List');
    this.myProfile = link('My Profile');
    this.settings = link('Settings');
    this.signOut = this.root.getByRole('button', { name: 'Sign Out', exact: true });
  }
}

/** The parts every member screen shares. */
class MemberScreen {
  readonly layout: SiteLayout;
  readonly sidebar: MemberSidebar;
  readonly emptyState: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.sidebar = new MemberSidebar(page);
    this.emptyState = page.getByTestId('empty-state');
    this.notFound = page.getByTestId('not-found');
  }
}

export class OrderListPage extends MemberScreen {
  readonly heading: Locator;
  readonly statusFilter: Locator;
  readonly cards: Locator;
  readonly next: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Transactions', exact: true });
    this.statusFilter = page.getByLabel('Status', { exact: true });
    this.cards = page.getByTestId('order-card');
    this.next = page.getByTestId('pagination-next');
  }

  async goto(query = '') {
    await this.page.goto(`/order-list${query}`);
  }

  card(orderCode: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: orderCode, exact: true }) });
  }
}

export class OrderDetailPage extends MemberScreen {
  readonly orderCode: Locator;
  readonly status: Locator;
  readonly total: Locator;
  readonly lines: Locator;
  readonly payment: Locator;
  readonly shipment: Locator;
  readonly continuePayment: Locator;

  constructor(page: Page) {
    super(page);
    this.orderCode = page.getByTestId('order-code');
    this.status = page.getByTestId('order-status');
    this.total = page.getByTestId('order-total');
    this.lines = page.getByTestId('order-line');
    this.payment = page.getByTestId('order-payment');
    this.shipment = page.getByTestId('order-shipment');
    this.continuePayment = page.getByRole('link', { name: 'Continue payment', exact: true });
  }
}

export class WishlistPage extends MemberScreen {
  readonly heading: Locator;
  readonly cards: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'My Wishlist', exact: true });
    this.cards = page.getByTestId('wishlist-card');
  }

  async goto() {
    await this.page.goto('/wishlist');
  }

  card(productName: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: productName, exact: true }) });
  }
}

export class AddressListPage extends MemberScreen {
  readonly heading: Locator;
  readonly addNew: Locator;
  readonly cards: Locator;
  readonly back: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Address List', exact: true });
    this.addNew = page.getByRole('link', { name: 'Add New', exact: true });
    this.cards = page.getByTestId('address-card');
    this.back = page.getByRole('main').getByRole('button', { name: 'Back', exact: true });
  }

  async goto() {
    await this.page.goto('/address');
  }

  /** The card of an address, by its title (what 'Address label' holds). */
  card(title: string): AddressCard {
    return new AddressCard(this.cards.filter({ hasText: title }).first());
  }
}

export class AddressCard {
  readonly defaultBadge: Locator;
  readonly edit: Locator;
  readonly deleteButton: Locator;
  readonly setDefault: Locator;

  constructor(readonly root: Locator) {
    this.defaultBadge = root.getByText('Default', { exact: true });
    this.edit = root.getByRole('link', { name: 'Edit', exact: true });
    this.deleteButton = root.getByRole('button', { name: 'Delete', exact: true });
    this.setDefault = root.getByRole('button', { name: 'Set as Default', exact: true });
  }
}

export class AddressFormPage extends MemberScreen {
  readonly addHeading: Locator;
  readonly editHeading: Locator;
  readonly fields: AddressForm;
  readonly back: Locator;
  readonly save: Locator;

  constructor(page: Page) {
    super(page);
    this.addHeading = page.getByRole('heading', { level: 1, name: 'Add Address', exact: true });
    this.editHeading = page.getByRole('heading', { level: 1, name: 'Edit Address', exact: true });
    this.fields = new AddressForm(page.getByRole('main'));
    this.back = page.getByRole('main').getByRole('button', { name: 'Back', exact: true });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
  }
}

export class ProfilePage extends MemberScreen {
  readonly heading: Locator;
  readonly image: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly telephone: Locator;
  readonly location: Locator;
  readonly save: Locator;
  readonly passwordHeading: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmNewPassword: Locator;
  readonly changePassword: Locator;
  readonly formErrors: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'My Profile', exact: true });
    this.image = page.getByLabel('Profile image', { exact: true });
    this.name = page.getByLabel('Name', { exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.telephone = page.getByLabel('Telephone', { exact: true });
    this.location = page.getByLabel('Location', { exact: true });
    this.save = page.getByRole('button', { name: /^(Save|Uploading\.\.\.)$/ });
    this.passwordHeading = page.getByRole('heading', { level: 2, name: 'Change password', exact: true });
    this.currentPassword = page.getByLabel('Current password', { exact: true });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmNewPassword = page.getByLabel('Confirm new password', { exact: true });
    this.changePassword = page.getByRole('button', { name: 'Change password', exact: true });
    this.formErrors = page.getByTestId('form-error');
  }

  async goto() {
    await this.page.goto('/profile');
  }
}
