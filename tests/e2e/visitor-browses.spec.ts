// A visitor browses: new arrivals (search and page in the address), a category, a product's page (gallery, the
// colour and size it asks for, add to cart and the badge) and the cart (stepper bounds, remove, empty state).
import { CartPage } from './pages/cart-page.js';
import { ProductGridPage } from './pages/product-grid-page.js';
import { ProductPage } from './pages/product-page.js';
import { addToCart, inStock } from './steps/cart.js';
import { rupiah, RUPIAH } from './steps/checkout.js';
import { category, NEW_ARRIVALS, productsMatching } from './support/demo-shop.js';
import { expect, test } from './support/fixtures.js';
import { productNamed } from './support/rest.js';

/** Storefront spec §9: new-arrival and category pages show 4 products. */
const GRID_PAGE_SIZE = 4;
/** A word in some new arrivals but not all. */
const NEW_ARRIVAL_TERM = 'kemeja';
/** The seeded product with the least stock, for the stepper's upper bound. */
const SCARCE = 'Batik Tulis Sogan Premium';
const DETAIL = 'Kemeja Linen Oversize';

test('/new-arrival keeps its search and page in the address', async ({ page }) => {
  const grid = new ProductGridPage(page);
  const names = NEW_ARRIVALS.map((product) => product.name);
  await grid.gotoNewArrival();
  await expect(grid.heading).toHaveText('New Arrival');
  await expect.poll(() => grid.cardNames()).toEqual(names.slice(0, GRID_PAGE_SIZE));

  await grid.next.click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect.poll(() => grid.cardNames()).toEqual(names.slice(GRID_PAGE_SIZE, 2 * GRID_PAGE_SIZE));
  await page.reload();
  await expect.poll(() => grid.cardNames()).toEqual(names.slice(GRID_PAGE_SIZE, 2 * GRID_PAGE_SIZE));

  const matching = productsMatching(NEW_ARRIVAL_TERM)
    .map((product) => product.name)
    .filter((name) => names.includes(name));
  expect(matching.length, 'new arrivals matching the term, fewer than all').toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(names.length);
  await grid.search(NEW_ARRIVAL_TERM);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${NEW_ARRIVAL_TERM}\\b`));
  await expect(page, 'a new search starts at page 1').not.toHaveURL(/[?&]page=/);
  await expect.poll(() => grid.cardNames()).toEqual(matching.slice(0, GRID_PAGE_SIZE));

  // A shared link opens the same search.
  await grid.gotoNewArrival(`?q=${NEW_ARRIVAL_TERM}`);
  await expect(grid.searchInput).toHaveValue(NEW_ARRIVAL_TERM);
  await expect.poll(() => grid.cardNames()).toEqual(matching.slice(0, GRID_PAGE_SIZE));
});

test('a category page lists its products; an unknown category is not found', async ({ page }) => {
  const grid = new ProductGridPage(page);
  const batik = category('batik');
  await grid.gotoCategory('batik');
  await expect(grid.heading).toHaveText(batik.name);
  await expect
    .poll(() => grid.cardNames())
    .toEqual(batik.products.slice(0, GRID_PAGE_SIZE).map((product) => product.name));
  expect(batik.products.length, 'more batik than one page').toBeGreaterThan(GRID_PAGE_SIZE);
  await grid.next.click();
  await expect
    .poll(() => grid.cardNames())
    .toEqual(batik.products.slice(GRID_PAGE_SIZE, 2 * GRID_PAGE_SIZE).map((product) => product.name));

  await grid.gotoCategory('no-such-category');
  await expect(grid.notFound).toBeVisible();
  await expect(grid.productCards).toHaveCount(0);
});

test('a product page: gallery, colour and size asked for, add to cart counts in the badge', async ({
  page,
}) => {
  const product = await productNamed(DETAIL);
  const detail = new ProductPage(page);
  await detail.goto(product.id);

  await expect(detail.heading).toHaveText(product.productName);
  await expect(detail.price).toHaveText(RUPIAH);
  expect(rupiah(await detail.price.innerText())).toBe(product.sellPrice);
  // No stock figure until a colour and size are chosen: the product's total is no one variant's.
  await expect(detail.stock).toHaveText('Select a color and size to see its stock');

  // Gallery: one thumbnail per image; another thumbnail shows another picture.
  const main = detail.mainImage(product.productName);
  await expect(main).toBeVisible();
  await expect(detail.thumbnails()).toHaveCount(product.images.length);
  expect(product.images.length, 'a product with several pictures').toBeGreaterThan(1);
  const first = await main.getAttribute('src');
  await detail.thumbnail(2).click();
  await expect(main).not.toHaveAttribute('src', first ?? '');
  await detail.thumbnail(1).click();
  await expect(main).toHaveAttribute('src', first ?? '');

  // The picture full screen: the arrow keys turn it, Escape leaves on the picture reached.
  await detail.enlargeButton.click();
  await expect(detail.viewer).toBeVisible();
  await expect(detail.viewer.getByTestId('image-viewer-position')).toHaveText(
    `Image 1 of ${product.images.length}`,
  );
  await page.keyboard.press('ArrowRight');
  await expect(detail.viewer.getByTestId('image-viewer-position')).toHaveText(
    `Image 2 of ${product.images.length}`,
  );
  await page.keyboard.press('Escape');
  await expect(detail.viewer).toBeHidden();
  await expect(main).not.toHaveAttribute('src', first ?? '');
  await detail.thumbnail(1).click();

  // The size guide: its category's measurements, a row per size, in a sheet from the link beside the sizes.
  const guide = category('kemeja').sizeGuide!;
  await detail.sizeGuideLink.click();
  await expect(detail.sizeGuide).toBeVisible();
  await expect(detail.sizeGuide.getByRole('columnheader')).toHaveText(['Size', ...guide.columns]);
  await expect(detail.sizeGuide.getByTestId('size-guide-row')).toHaveCount(guide.rows.length);
  await expect(detail.sizeGuide.getByTestId('size-guide-row').first()).toContainText(guide.rows[0]!.size);
  await page.keyboard.press('Escape');
  await expect(detail.sizeGuide).toBeHidden();

  // The product's own colours and sizes, nothing chosen yet.
  await expect(detail.colours.getByRole('radio')).toHaveCount(product.colors.length);
  for (const colour of product.colors) await expect(detail.colour(colour)).not.toBeChecked();
  await expect(detail.sizes.getByRole('radio')).toHaveCount(product.sizes.length);
  await expect(detail.quantity).toHaveValue('1');

  // Without a colour and a size nothing is added.
  const chooseFirst = page.getByText('Please select a color and size.', { exact: true });
  await detail.addToCart();
  await expect(chooseFirst).toBeVisible();
  await detail.layout.expectCartCount(0);
  await expect(chooseFirst).toBeHidden(); // the toast's 3 s
  // A colour and size with at least 2 left (the demo shop has sold-out ones, which cannot be added).
  const choice = inStock(product, 2);
  await detail.colour(choice.colour).check();
  await detail.addToCart();
  await expect(chooseFirst, 'a colour alone is not enough').toBeVisible();
  await detail.layout.expectCartCount(0);

  await detail.size(choice.size).check();
  // The chosen variant's stock ('Sisa N' when 3 or fewer are left).
  await expect(detail.stock).toHaveText(/^(Stock|Sisa):? \d+$/);
  await detail.increase.click();
  await expect(detail.quantity).toHaveValue('2');
  await detail.addToCart();
  await detail.layout.expectToast('success added to cart');
  await detail.layout.expectCartCount(2);
  // The badge is the cart's: it survives a reload.
  await page.reload();
  await detail.layout.expectCartCount(2);

  await expect(detail.relatedCards).toHaveCount(4);
  await expect(detail.relatedCards.getByRole('link', { name: product.productName, exact: true })).toHaveCount(
    0,
  );

  await detail.goto('00000000-0000-0000-0000-000000000000');
  await expect(detail.notFound).toBeVisible();
});

test("the cart: the stepper stays between 1 and the variant's stock, Remove, and the empty cart", async ({
  page,
}) => {
  const scarce = await productNamed(SCARCE);
  const other = await productNamed(DETAIL);
  // A colour and size with a few pieces: the stepper stops at its stock, not the product's.
  const few = scarce.variants.find((variant) => variant.stock > 1 && variant.stock < scarce.stock);
  expect(few, 'a variant with a few of the product’s pieces').toBeDefined();
  const stock = few!.stock;
  await addToCart(page, scarce, { colour: few!.color, size: few!.size });
  const otherChoice = inStock(other);
  await addToCart(page, other, otherChoice);

  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.heading).toBeVisible();
  await expect(cart.lines).toHaveCount(2);
  await expect(cart.taxNote).toBeVisible();
  await expect(cart.checkoutLink).toHaveAttribute('href', '/checkout');

  const line = cart.line(SCARCE);
  await expect(line.variant(few!.color, few!.size)).toBeVisible();
  await expect(cart.line(DETAIL).variant(otherChoice.colour, otherChoice.size)).toBeVisible();
  await expect(line.unitPrice).toHaveText(RUPIAH);
  expect(rupiah(await line.unitPrice.innerText())).toBe(scarce.sellPrice);
  await expect(line.quantity).toHaveValue('1');

  // Never below 1.
  if (await line.decrease.isEnabled()) await line.decrease.click();
  await expect(line.quantity).toHaveValue('1');

  // Never above the variant's stock.
  for (let clicks = 0; clicks <= stock; clicks += 1) {
    if (await line.increase.isEnabled()) await line.increase.click();
  }
  await expect(line.quantity).toHaveValue(String(stock));
  await expect(line.increase).toBeDisabled();
  await expect.poll(async () => rupiah(await line.total.innerText())).toBe(stock * scarce.sellPrice);
  const total = stock * scarce.sellPrice + other.sellPrice;
  await expect.poll(async () => rupiah(await cart.total.innerText())).toBe(total);
  await expect(cart.total).toHaveText(/^Rp/);
  await expect(cart.tax).toHaveText(/Rp\s?\d/);
  await cart.layout.expectCartCount(stock + 1);

  // The visitor's cart is kept in the browser: a reload shows the same.
  await page.reload();
  await expect(cart.line(SCARCE).quantity).toHaveValue(String(stock));

  await cart.line(SCARCE).removeButton.click();
  await expect(cart.lines).toHaveCount(1);
  await cart.layout.expectCartCount(1);
  await cart.line(DETAIL).removeButton.click();
  await expect(cart.lines).toHaveCount(0);
  await expect(cart.emptyText).toBeVisible();
  await cart.layout.expectCartCount(0);

  await cart.continueShopping.click();
  await expect(page).toHaveURL(/\/products$/);
});
