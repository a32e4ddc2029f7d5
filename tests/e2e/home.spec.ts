// A visitor opens the shop's home page.
import { AFFILIATE_COUNT } from './support/demo-shop.js';
import { expect, test } from './support/fixtures.js';

/** Storefront spec: affiliate cards, 4 per page. */
const AFFILIATES_PER_PAGE = 4;
const COPYRIGHT = /©\s*2025/;

test('home shows the header, the hero, the banner, the first affiliates and the footer', async ({
  homePage,
}) => {
  await homePage.goto();

  await expect(homePage.layout.header).toBeVisible();
  await expect(homePage.hero).toBeVisible();
  await expect(homePage.heroMedia).toBeVisible();
  // Loaded, not only placed: the picture comes from the REST API's uploads.
  await expect
    .poll(() =>
      homePage.heroMedia.evaluate((media) =>
        media instanceof HTMLImageElement
          ? media.complete && media.naturalWidth > 0
          : (media as HTMLVideoElement).readyState > 0,
      ),
    )
    .toBe(true);
  await expect(homePage.banner).toBeVisible();
  await expect(homePage.affiliateCards).toHaveCount(Math.min(AFFILIATES_PER_PAGE, AFFILIATE_COUNT));
  await expect(homePage.layout.footer).toContainText(COPYRIGHT);
});

test('the next affiliates are other ones', async ({ homePage }) => {
  await homePage.goto();
  await expect(homePage.affiliateCards).toHaveCount(AFFILIATES_PER_PAGE);
  const first = await homePage.affiliateKeys();

  await homePage.affiliatesNext.click();

  await expect
    .poll(async () => (await homePage.affiliateKeys()).some((key) => !first.includes(key)), {
      message: 'an affiliate that was not on the first page',
    })
    .toBe(true);
});
