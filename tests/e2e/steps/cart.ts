// Putting a product in the cart the way a shopper does: its page, a colour and a size, a quantity, Add to cart.
import { expect, type Page } from '@playwright/test';
import { ProductPage } from '../pages/product-page.js';
import type { ShopProduct } from '../support/rest.js';

export interface Choice {
  colour: string;
  size: string;
  quantity?: number;
}

/**
 * The first colour and size of `product` (in the shop's list order) with at least `pieces` in stock: the demo shop
 * has sold-out variants ('Sold out'), which cannot be added, and some with only 1–3 left.
 */
export function inStock(product: ShopProduct, pieces = 1): Choice {
  const variant = product.variants.find((candidate) => candidate.stock >= pieces);
  if (!variant) throw new Error(`${product.productName} has no colour and size with ${pieces} in stock`);
  return { colour: variant.color, size: variant.size };
}

/** Adds `choice` of `product` from its page and waits for the badge to count the new pieces. */
export async function addToCart(page: Page, product: ShopProduct, choice: Choice) {
  const productPage = new ProductPage(page);
  await productPage.goto(product.id);
  await expect(productPage.heading).toHaveText(product.productName);
  // A member's cart comes from the server after the page: until it has, the button waits and the badge shows none.
  await expect(productPage.addToCartButton).toBeEnabled();
  const before = await productPage.layout.cartCount();
  await productPage.choose({ colour: choice.colour, size: choice.size });
  for (let quantity = 1; quantity < (choice.quantity ?? 1); quantity += 1) await productPage.increase.click();
  await expect(productPage.quantity).toHaveValue(String(choice.quantity ?? 1));
  await productPage.addToCart();
  await productPage.layout.expectToast('success added to cart');
  await productPage.layout.expectCartCount(before + (choice.quantity ?? 1));
}
