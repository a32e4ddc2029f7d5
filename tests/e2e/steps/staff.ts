// The seeded staff accounts (README) and signing them in through /sign-in, which sends staff to the dashboard.
import { expect, type Page } from '@playwright/test';
import { SignInPage } from '../pages/account-pages.js';
import { accessTokenOf } from '../support/rest.js';

export const STAFF = {
  root: { email: 'root@lemari.test', password: 'Root-pass-1' },
  admin: { email: 'admin@lemari.test', password: 'Admin-pass-1' },
} as const;

export type StaffName = keyof typeof STAFF;

/** Signs in as a seeded staff member through the screens; they land on /admin/dashboard. */
export async function signInAsStaff(page: Page, who: StaffName) {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(STAFF[who].email, STAFF[who].password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('admin-layout')).toBeVisible();
}

/** A seeded staff member's access token, for set-up calls to the REST API. */
export function staffToken(who: StaffName): Promise<string> {
  return accessTokenOf(STAFF[who].email, STAFF[who].password);
}
