// The header and footer every storefront page shares, and what any page may show over them: toasts, the session
// notice (?session=expired, ?forbidden=true).
import { expect, type Locator, type Page } from '@playwright/test';

export class SiteLayout {
  readonly header: Locator;
  readonly footer: Locator;
  readonly cartBadge: Locator;
  /** The header's account icon: /sign-in for visitors, /order-list for members. */
  readonly accountLink: Locator;
  /** The header's sign-out icon (members only). */
  readonly signOutButton: Locator;
  readonly sessionNotice: Locator;
  readonly toasts: Locator;
  readonly chatLink: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByTestId('site-header');
    this.footer = page.getByTestId('site-footer');
    this.cartBadge = page.getByTestId('cart-badge');
    this.accountLink = this.header.getByRole('link', { name: 'Account', exact: true });
    this.signOutButton = this.header.getByRole('button', { name: 'Sign out', exact: true });
    this.sessionNotice = page.getByTestId('session-notice');
    this.toasts = page.getByTestId('toast');
    this.chatLink = page.getByTestId('chat-link');
  }

  /** The toast saying exactly `text` (toasts stay 3 s: look right after the action). */
  toast(text: string | RegExp): Locator {
    return this.toasts.filter({ hasText: text });
  }

  async expectToast(text: string | RegExp) {
    await expect(this.toast(text).first()).toBeVisible();
  }

  /** The pieces the badge counts; 0 when there is no badge (an empty cart may show none). */
  async cartCount(): Promise<number> {
    if (!(await this.cartBadge.isVisible())) return 0;
    return Number((await this.cartBadge.innerText()).trim());
  }

  async expectCartCount(count: number) {
    await expect.poll(() => this.cartCount(), { message: `the cart badge counts ${count}` }).toBe(count);
  }
}
