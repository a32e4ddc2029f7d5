// A member who forgot the password gets back in: /sign-in's "Forgot password?" → /forgot-password (the answer
// never says whether the e-mail has an account) → the e-mailed link → /reset-password/:token → /sign-in with its
// notice; the new password signs in, the old one no longer does, a session signed in before the reset (another
// browser) has ended, and the link works once.
import { expect, test } from './support/fixtures.js';
import { SignInPage } from './pages/account-pages.js';
import { OrderListPage } from './pages/member-pages.js';
import { createConfirmedAccount, newAccount, signIn } from './steps/accounts.js';
import { outbox, waitForMail } from './support/rest.js';

const NEW_PASSWORD = 'Baru-sandi-2';
const RESET_LINK = /\/reset-password\/[^/\s]+$/;

test('a member resets a forgotten password through the e-mailed link, which works once', async ({
  page,
  browser,
}) => {
  test.slow();
  const account = await createConfirmedAccount('forgot');
  const signInPage = new SignInPage(page);

  // The member is still signed in on another device (a browser of its own), on the order list.
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signIn(otherPage, account);
  const otherOrders = new OrderListPage(otherPage);
  await expect(otherOrders.heading).toBeVisible();
  await expect(otherOrders.emptyState).toBeVisible();
  await otherPage.waitForLoadState('networkidle');

  await test.step('"Forgot password?" carries the typed e-mail; the answer is the same for any e-mail', async () => {
    await signInPage.goto();
    await signInPage.email.fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?', exact: true }).click();
    await expect(page).toHaveURL(/\/forgot-password\?email=/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Send link', exact: true }).click();
    const sent = page.getByTestId('reset-link-sent');
    await expect(sent).toBeVisible();
    const neutral = await sent.innerText();

    // An e-mail with no account reads the very same answer, and is sent nothing.
    const nobody = newAccount('nobody').email;
    await page.goto(`/forgot-password?email=${encodeURIComponent(nobody)}`);
    await page.getByRole('button', { name: 'Send link', exact: true }).click();
    await expect(page.getByTestId('reset-link-sent')).toBeVisible();
    expect(await page.getByTestId('reset-link-sent').innerText()).toBe(neutral);
    expect(await outbox(nobody)).toEqual([]);
  });

  const mail = await waitForMail(
    account.email,
    (message) => message.links.some((link) => RESET_LINK.test(link)),
    'the link to set a new password',
  );
  const link = mail.links.find((candidate) => RESET_LINK.test(candidate))!;

  await test.step('the link sets a new password and leads to /sign-in with its notice', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\?password=reset$/);
    await expect(page.getByText('Your password is changed. Sign in with the new one.')).toBeVisible();
  });

  await test.step('the old password is refused, the new one signs in', async () => {
    await signInPage.signIn(account.email, account.password);
    await expect(signInPage.formError).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
    await signInPage.password.fill(NEW_PASSWORD);
    await signInPage.submit.click();
    await expect(page).not.toHaveURL(/\/sign-in/);
  });

  await test.step('the session signed in before the reset has ended: the other browser is asked to sign in', async () => {
    await otherOrders.sidebar.wishlist.click();
    await expect(otherPage).toHaveURL(/\/sign-in\?(.*&)?session=expired/);
    await elsewhere.close();
  });

  await test.step('the link works once: used again, it says so and offers a new one', async () => {
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Lagi-sandi-3');
    await page.getByLabel('Repeat new password', { exact: true }).fill('Lagi-sandi-3');
    await page.getByRole('button', { name: 'Set new password', exact: true }).click();
    await expect(page.getByTestId('reset-link-failed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link', exact: true })).toBeVisible();
  });
});
