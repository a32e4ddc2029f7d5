// Accessibility of the main storefront screens (and the failed-confirmation and not-found states) at a phone's 360 px and a laptop's 1366 px: axe-core finds no
// serious or critical violation (all violations are attached to the report), and at 360 px no screen scrolls
// sideways.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { createConfirmedAccount, signIn } from './steps/accounts.js';
import { addToCart } from './steps/cart.js';
import { expect, test } from './support/fixtures.js';
import { productNamed } from './support/rest.js';

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1366, height: 900 },
];
const FAILING_IMPACTS = ['serious', 'critical'];
const PRODUCT = 'Dress Midi Rayon Floral';

interface Screen {
  path: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Locator;
}

const h1 = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true });

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

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Opens each screen, runs axe on it and, on phones, measures sideways scrolling; soft failures, all reported. */
async function audit(page: Page, screens: Screen[], testInfo: TestInfo) {
  const phone = (page.viewportSize()?.width ?? 0) <= 360;
  const report: Record<string, Finding[]> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    // A screen that does not show its content is reported, and the others are still audited.
    await expect.soft(screen.ready(page), `${screen.path} shows its content`).toBeVisible();
    if (!(await screen.ready(page).isVisible())) continue;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    const results = await new AxeBuilder({ page }).analyze();
    const findings = results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
    }));
    report[screen.path] = findings;
    expect
      .soft(
        findings.filter((finding) => FAILING_IMPACTS.includes(finding.impact)),
        `serious or critical axe violations on ${screen.path}`,
      )
      .toEqual([]);

    if (phone) {
      const widths = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollWidth,
        inner: window.innerWidth,
      }));
      expect
        .soft(widths.scroll, `${screen.path} scrolls sideways at ${widths.inner} px`)
        .toBeLessThanOrEqual(widths.inner);
    }
  }
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify(report, null, 2),
    contentType: 'application/json',
  });
  const lines = Object.entries(report).map(
    ([path, findings]) =>
      `  ${path}: ${findings.length === 0 ? 'none' : findings.map((f) => `${f.id} (${f.impact}, ${f.nodes.length})`).join(', ')}`,
  );
  process.stdout.write(`axe at ${page.viewportSize()?.width} px, ${testInfo.title}:\n${lines.join('\n')}\n`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the public screens', async ({ page }, testInfo) => {
      test.slow();
      const product = await productNamed(PRODUCT);
      await addToCart(page, product, { colour: product.colors[0]!, size: product.sizes[0]! });
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
