// A visitor with a cart signs up, confirms through the e-mailed link, signs in and finds the cart's lines in the
// member's cart; signing out says so, empties the badge and leaves nothing in local storage.
import { CheckEmailPage, ConfirmationPage, SignInPage, SignUpPage } from './pages/account-pages.js';
import { CartPage } from './pages/cart-page.js';
import { addToCart, inStock } from './steps/cart.js';
import { newAccount } from './steps/accounts.js';
import { expect, test } from './support/fixtures.js';
import { confirmationLink, productNamed } from './support/rest.js';

const PRODUCT = 'Kaos Oversize Washed';

test('sign up, confirm, sign in: the visitor’s cart becomes the member’s; sign out clears the browser', async ({
  page,
}) => {
  test.slow();
  const account = newAccount('signup');
  const product = await productNamed(PRODUCT);
  const choice = { ...inStock(product, 2), quantity: 2 };

  await test.step('a visitor fills a cart', async () => {
    await addToCart(page, product, choice);
  });

  const signUp = new SignUpPage(page);
  await test.step('/sign-up and /register are the same form', async () => {
    await signUp.goto('/register');
    await expect(signUp.heading).toBeVisible();
    await signUp.goto('/sign-up');
    await expect(signUp.heading).toBeVisible();
    await expect(signUp.registerLink).toHaveAttribute('href', '/register');
    await expect(signUp.signInLink).toHaveAttribute('href', '/sign-in');
  });

  await test.step("an empty password is refused with the spec's text, and nothing is sent", async () => {
    await signUp.email.fill(account.email);
    await signUp.submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Username and password is required' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  await test.step('sign up → check your e-mail', async () => {
    await signUp.signUp(account.email, account.password);
    await signUp.layout.expectToast('Success Sign Up');
    await expect(page).toHaveURL(/\/check-email$/);
    await expect(new CheckEmailPage(page).heading).toBeVisible();
  });

  const signIn = new SignInPage(page);
  await test.step('an unconfirmed account cannot sign in yet', async () => {
    await signIn.goto();
    await signIn.signIn(account.email, account.password);
    await expect(signIn.formError).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  await test.step('the e-mailed link confirms the account', async () => {
    const link = await confirmationLink(account.email);
    expect(new URL(link).origin, 'the link opens this shop').toBe(new URL(page.url()).origin);
    await page.goto(link);
    const confirmation = new ConfirmationPage(page);
    await expect(confirmation.status).toHaveAttribute('data-status', 'success');
    // A confirmation link works once.
    await page.reload();
    await expect(confirmation.status).toHaveAttribute('data-status', 'failed');
    await expect(confirmation.signUpLink).toBeVisible();
    await page.goto(link.replace(/\/confirmation\/.*/, '/confirmation/not-a-token'));
    await expect(confirmation.status).toHaveAttribute('data-status', 'failed');
  });

  await test.step('a wrong password is refused with the spec’s text', async () => {
    await signIn.goto();
    await signIn.signIn(account.email, 'Wrong-pass-9');
    await expect(signIn.formError).toHaveText('Sign-in failed. Check your e-mail or password.');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  await test.step('signing in lands on the order list with the visitor’s cart merged', async () => {
    await signIn.signIn(account.email, account.password);
    await expect(page).toHaveURL(/\/order-list$/);
    await signIn.layout.expectCartCount(choice.quantity);
    await expect(signIn.layout.signOutButton).toBeVisible();
    await expect(signIn.layout.chatLink).toHaveAttribute('href', /wa\.me/);
    // Merged into the server's cart: the browser no longer holds it.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([]);

    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.lines).toHaveCount(1);
    const line = cart.line(PRODUCT);
    await expect(line.variant(choice.colour, choice.size)).toBeVisible();
    await expect(line.quantity).toHaveValue(String(choice.quantity));
    // Signed in, /sign-in leads to the member's home.
    await signIn.goto();
    await expect(page).toHaveURL(/\/order-list$/);
  });

  await test.step('signing out says so, empties the badge and the local storage', async () => {
    await signIn.layout.signOutButton.click();
    await signIn.layout.expectToast('Success Logout');
    await signIn.layout.expectCartCount(0);
    await expect(signIn.layout.signOutButton).toHaveCount(0);
    await expect(signIn.layout.chatLink).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    // The member's cart stays the member's: a visitor's cart is empty.
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.emptyText).toBeVisible();
  });
});
