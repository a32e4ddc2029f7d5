// Accounts for the journeys: each journey makes its own (so specs run side by side), signs it up and confirms
// it through the e-mail the shop wrote, and signs in through /sign-in.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { CheckEmailPage, ConfirmationPage, SignInPage, SignUpPage } from '../pages/account-pages.js';
import { confirmationLink, signUpAndConfirmByApi } from '../support/rest.js';

/** A password the shop takes (8+ characters, a letter and a digit). */
export const PASSWORD = 'E2e-pass-1';

export interface Account {
  email: string;
  password: string;
}

/** A new address nobody has used, named after the journey. */
export function newAccount(journey: string): Account {
  return { email: `e2e-${journey}-${randomUUID().slice(0, 8)}@lemari.test`, password: PASSWORD };
}

/** Through the screens: /sign-up → 'Success Sign Up' → /check-email → the e-mailed link → confirmed. */
export async function signUpAndConfirm(page: Page, account: Account) {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp(account.email, account.password);
  await signUp.layout.expectToast('Success Sign Up');
  await expect(page).toHaveURL(/\/check-email$/);
  await expect(new CheckEmailPage(page).heading).toBeVisible();

  const link = await confirmationLink(account.email);
  expect(link, 'the e-mail links to this shop').toContain('/confirmation/');
  await page.goto(link);
  await expect(new ConfirmationPage(page).status).toHaveAttribute('data-status', 'success');
}

/** A confirmed account made without the screens, for journeys about something else. */
export async function createConfirmedAccount(journey: string): Promise<Account> {
  const account = newAccount(journey);
  await signUpAndConfirmByApi(account.email, account.password);
  return account;
}

/** Signs in on /sign-in (with `query`, e.g. ?redirect=…) and waits to leave it. */
export async function signIn(page: Page, account: Account, query = '') {
  const signInPage = new SignInPage(page);
  if (!page.url().includes('/sign-in')) await signInPage.goto(query);
  await signInPage.signIn(account.email, account.password);
  await expect(page).not.toHaveURL(/\/sign-in/);
}
