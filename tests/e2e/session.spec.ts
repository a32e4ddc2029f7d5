// Sessions: a guarded page sends a visitor to sign in and back; the wrong scope and an ended session say why;
// a member updates the profile and changes the password, which then is the one that signs in.
import { SignInPage } from './pages/account-pages.js';
import { OrderListPage, ProfilePage, WishlistPage } from './pages/member-pages.js';
import { SiteLayout } from './pages/site-layout.js';
import { createConfirmedAccount, signIn } from './steps/accounts.js';
import { expect, test } from './support/fixtures.js';
import { png } from './support/images.js';
import { endSession } from './support/rest.js';

const EXPIRED = 'Your session has expired. Please sign in again.';
const FORBIDDEN = 'You do not have access to that page.';
const LOGIN_FAILED = 'Sign-in failed. Check your e-mail or password.';

test('a guarded page sends a visitor to sign in, and back there after', async ({ page }) => {
  const account = await createConfirmedAccount('guard');
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fwishlist$/);
  const signInPage = new SignInPage(page);
  await expect(signInPage.heading).toBeVisible();
  await expect(signInPage.email).toHaveAttribute('type', 'email');
  await signInPage.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(new WishlistPage(page).heading).toBeVisible();

  // The wrong scope: a member asking for the back office is sent home with a notice.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/\?forbidden=true$/);
  await expect(new SiteLayout(page).sessionNotice).toHaveText(FORBIDDEN);
});

test('?forbidden=true shows its notice on any page', async ({ page }) => {
  const layout = new SiteLayout(page);
  await page.goto('/shop?forbidden=true');
  await expect(layout.sessionNotice).toHaveText(FORBIDDEN);
  await expect(layout.sessionNotice).toHaveRole('status');
  await page.goto('/shop');
  await expect(layout.sessionNotice).toHaveCount(0);
});

test('a session ended elsewhere sends the member to sign in again, and back', async ({ page, context }) => {
  const account = await createConfirmedAccount('expiry');
  await signIn(page, account);
  const orders = new OrderListPage(page);
  await expect(orders.heading).toBeVisible();
  // The screen has its answers (a new member has no orders) and nothing is on its way: an answer still coming
  // would itself find the session ended and send the member to sign in before the sidebar is used.
  await expect(orders.emptyState).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The session ends on the server (signed out elsewhere): the browser's cookies no longer open it.
  const access = (await context.cookies()).find((cookie) => cookie.name === 'lemari_at');
  expect(access, 'the gateway keeps the session in its cookie').toBeDefined();
  await endSession(access!.value);

  await orders.sidebar.wishlist.click();
  await expect(page).toHaveURL(/\/sign-in\?(.*&)?session=expired/);
  const signInPage = new SignInPage(page);
  await expect(signInPage.layout.sessionNotice).toHaveText(EXPIRED);
  await expect(signInPage.layout.sessionNotice).toHaveRole('status');
  await expect(signInPage.layout.signOutButton, 'the header forgot the member').toHaveCount(0);

  await signInPage.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(new WishlistPage(page).heading).toBeVisible();
});

test('a member updates the profile and changes the password', async ({ page }) => {
  test.slow();
  const account = await createConfirmedAccount('profile');
  await signIn(page, account);
  const profile = new ProfilePage(page);
  await profile.sidebar.myProfile.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(profile.heading).toBeVisible();
  await expect(profile.sidebar.root).toContainText('User');
  await expect(profile.sidebar.root).toContainText(account.email);

  await test.step('the profile: image, name, telephone, location; the e-mail is read-only', async () => {
    await expect(profile.email).toHaveValue(account.email);
    await expect(profile.email).not.toBeEditable();
    await profile.image.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(64, 64) });
    await profile.layout.expectToast('Image uploaded successfully!');
    await expect(profile.save).toHaveText('Save');
    await expect(profile.save).toBeEnabled();
    await profile.name.fill('Rina Profil');
    await profile.telephone.fill('081355556666');
    await profile.location.fill('Yogyakarta');
    await profile.save.click();
    await profile.layout.expectToast('Profile updated');
    await expect(profile.sidebar.root).toContainText('Rina Profil');

    await page.reload();
    await expect(profile.name).toHaveValue('Rina Profil');
    await expect(profile.telephone).toHaveValue('081355556666');
    await expect(profile.location).toHaveValue('Yogyakarta');
    // The sidebar's picture (decorative beside the name, so it may carry alt="") is the uploaded one.
    await expect(profile.sidebar.root.locator('img').first()).toHaveAttribute('src', /\/uploads\//);
  });

  const newPassword = 'Ganti-pass-2';
  await test.step('change the password', async () => {
    await expect(profile.passwordHeading).toBeVisible();
    await profile.currentPassword.fill(account.password);
    await profile.newPassword.fill(newPassword);
    await profile.confirmNewPassword.fill(newPassword);
    await profile.changePassword.click();
    await profile.layout.expectToast('success update password');
  });

  await test.step('only the new password signs in now', async () => {
    await profile.sidebar.signOut.click();
    await profile.layout.expectToast('Success Logout');
    const signInPage = new SignInPage(page);
    await signInPage.goto();
    await signInPage.signIn(account.email, account.password);
    await expect(signInPage.formError).toHaveText(LOGIN_FAILED);
    await signInPage.signIn(account.email, newPassword);
    await expect(page).toHaveURL(/\/order-list$/);
  });
});
