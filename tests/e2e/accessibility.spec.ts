// Accessibility of the main storefront screens (and the failed-confirmation and not-found states) at a phone's 360 px and a laptop's 1366 px: axe-core finds no
// serious or critical violation (all violations are attached to the report), and at 360 px no screen scrolls
// sideways.
import { createConfirmedAccount, signIn } from './steps/accounts.js';
import { addToCart, inStock } from './steps/cart.js';
import { audit, h1, VIEWPORTS, type Screen } from './support/axe.js';
import { test } from './support/fixtures.js';
import { productNamed } from './support/rest.js';

const PRODUCT = 'Dress Midi Rayon Floral';

function publicScreens(productId: string, productName: string): Screen[] {
  return [
    { path: '/', ready: (page) => page.getByTestId('affiliate-card').first() },
    { path: '/shop', ready: (page) => page.getByTestId('product-card').first() },
    { path: '/new-arrival', ready: (page) => page.getByTestId('product-card').first() },
    { path: '/product/category/batik', ready: (page) => page.getByTestId('product-card').first() },
    { path: `/products/${productId}`, ready: h1(productName) },
    { path: '/about-us', ready: h1('About Us') },
    { path: '/journal', ready: (page) => page.getByTestId('journal-date') },
    { path: '/cart', ready: (page) => page.getByTestId('cart-line').first() },
    { path: '/checkout', ready: h1('Information') },
    { path: '/sign-in', ready: h1('Sign In') },
    { path: '/sign-up', ready: h1('Sign Up') },
    { path: '/check-email', ready: h1('Check your e-mail') },
    {
      path: '/confirmation/not-a-real-token',
      ready: (page) => page.locator('[data-testid="confirmation-status"][data-status="failed"]'),
    },
    {
      path: '/products/00000000-0000-4000-8000-000000000000',
      ready: (page) => page.getByTestId('not-found'),
    },
  ];
}

const MEMBER_SCREENS: Screen[] = [
  { path: '/order-list', ready: h1('Transactions') },
  { path: '/wishlist', ready: h1('My Wishlist') },
  { path: '/address', ready: h1('Address List') },
  { path: '/address/add', ready: h1('Add Address') },
  { path: '/profile', ready: h1('My Profile') },
  {
    path: '/order-detail/00000000-0000-4000-8000-000000000000',
    ready: (page) => page.getByTestId('not-found'),
  },
];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the public screens', async ({ page }, testInfo) => {
      test.slow();
      const product = await productNamed(PRODUCT);
      await addToCart(page, product, inStock(product));
      await audit(page, publicScreens(product.id, product.productName), testInfo);
    });

    test('the member screens', async ({ page }, testInfo) => {
      test.slow();
      const account = await createConfirmedAccount('a11y');
      await signIn(page, account);
      await audit(page, MEMBER_SCREENS, testInfo);
    });
  });
}
