// A member's cart: GET/POST /v1/cart, PUT/DELETE /v1/cart/:id, and POST /v1/cart/merge, which brings a guest's
// cart (kept in the browser) in at sign-in. Always the caller's own: another member's line answers 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { badRequest, conflict, notFound, orNotFound } from '../../lib/errors.js';
import { productLink } from '../../lib/links.js';
import { IdParams, routeDoc } from '../../lib/schemas.js';
import { variantNamed } from '../products/variant-grid.js';
import { caller } from '../../lib/caller.js';
import {
  addToLine,
  deleteLine,
  findBuyableProducts,
  getLine,
  lineQuantity,
  listCart,
  mergeLine,
  setLineQuantity,
  type BuyableProduct,
  type LineChoice,
} from './repository.js';
import {
  AddToCartBody,
  CartAnswer,
  CartLineAnswer,
  MergeAnswer,
  MergeCartBody,
  UpdateCartLineBody,
  type SkippedLine,
} from './schemas.js';
import { defineMessage, requestLanguage, t, type Text, translate } from '../../i18n/index.js';

const doc = routeDoc(['cart'], 'bearer');

const PRODUCT_NOT_FOUND = defineMessage({
  id: 'cart.product-not-found',
  defaultMessage: 'Product not found',
});
const OUT_OF_STOCK = defineMessage({
  id: 'cart.out-of-stock',
  defaultMessage: 'This product is out of stock',
});
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function stockMessage(stock: number, inCart: number): Text {
  if (stock === 0) return OUT_OF_STOCK;
  return inCart > 0
    ? t(
        defineMessage({
          id: 'cart.only-left-in-cart',
          defaultMessage: 'Only {stock} left in stock ({inCart} already in your cart)',
        }),
        { stock, inCart },
      )
    : t(defineMessage({ id: 'cart.only-left', defaultMessage: 'Only {stock} left in stock' }), { stock });
}

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  async function buyable(productId: string): Promise<BuyableProduct> {
    const [product] = await findBuyableProducts(db, [productId]);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  app.get(
    '/v1/cart',
    {
      schema: doc({
        summary: 'My cart, oldest line first (products no longer on sale are left out)',
        response: { 200: CartAnswer },
      }),
      links: {
        200: {
          lineProduct: productLink(
            '/data/0/productID',
            'The product of a cart line (the first here; line n is at /data/n/productID)',
          ),
        },
      },
    },
    async (request) => ({ data: await listCart(db, caller(request).userId) }),
  );

  app.post(
    '/v1/cart',
    {
      schema: doc({
        summary: 'Add to my cart: one line per product, colour and size; the quantity never exceeds stock',
        body: AddToCartBody,
        response: { 201: CartLineAnswer },
      }),
      links: { 201: { lineProduct: productLink('/data/productID', "The line's product") } },
    },
    async (request, reply) => {
      const { userId } = caller(request);
      const body = request.body;
      const product = await buyable(body.productID);
      const variant = variantNamed(product.variants, body);
      if ('problem' in variant) throw badRequest(variant.problem);
      const choice: LineChoice = {
        productId: product.id,
        color: variant.color,
        size: variant.size,
        quantity: body.quantity,
      };
      const line = await addToLine(db, userId, choice);
      if (!line) {
        const [now] = await findBuyableProducts(db, [product.id]);
        if (!now) throw notFound(PRODUCT_NOT_FOUND);
        const stock =
          now.variants.find((v) => v.color === choice.color && v.size === choice.size)?.stock ?? 0;
        const inCart = await lineQuantity(db, userId, choice);
        throw conflict(stockMessage(stock, inCart), { stock, inCart });
      }
      return reply.status(201).send({ data: line });
    },
  );

  app.put(
    '/v1/cart/:id',
    {
      schema: doc({
        summary: 'Change the quantity of one of my cart lines (at least 1, at most the stock)',
        params: IdParams,
        body: UpdateCartLineBody,
        response: { 200: CartLineAnswer },
      }),
      links: { 200: { lineProduct: productLink('/data/productID', "The line's product") } },
    },
    async (request) => {
      const { userId } = caller(request);
      const { id } = request.params;
      const line = await setLineQuantity(db, userId, id, request.body.quantity);
      if (line) return { data: line };
      const current = await orNotFound(
        getLine(db, userId, id),
        defineMessage({ id: 'cart.cart-item-not-found', defaultMessage: 'Cart item not found' }),
      );
      throw conflict(stockMessage(current.stock, 0), { stock: current.stock, inCart: current.quantity });
    },
  );

  app.delete(
    '/v1/cart/:id',
    {
      schema: doc({
        summary: 'Remove one of my cart lines',
        params: IdParams,
        response: { 200: CartLineAnswer },
      }),
    },
    async (request) => ({
      data: await orNotFound(
        deleteLine(db, caller(request).userId, request.params.id),
        'Cart item not found',
      ),
    }),
  );

  app.post(
    '/v1/cart/merge',
    {
      schema: doc({
        summary:
          "Merge a guest's cart into mine at sign-in: quantities add up, capped at stock; lines that cannot be " +
          'bought are skipped and listed with the reason',
        body: MergeCartBody,
        response: { 200: MergeAnswer },
      }),
    },
    async (request) => {
      const { userId } = caller(request);
      const { items } = request.body;
      const language = await requestLanguage(request);
      const ids = [...new Set(items.map((item) => item.productID.trim()).filter((id) => UUID_RE.test(id)))];
      return db.transaction(async (tx) => {
        const products = new Map(
          (await findBuyableProducts(tx, ids)).map((product) => [product.id.toLowerCase(), product]),
        );
        const skipped: Static<typeof SkippedLine>[] = [];
        // Guest lines that name the same line once spelled as the product does are added up first.
        const wanted = new Map<string, LineChoice>();
        for (const item of items) {
          const skip = (why: Text) =>
            skipped.push({
              productID: item.productID,
              color: item.color ?? '',
              size: item.size ?? '',
              reason: translate(why, language),
            });
          const product = products.get(item.productID.trim().toLowerCase());
          if (!product) {
            skip(PRODUCT_NOT_FOUND);
            continue;
          }
          const variant = variantNamed(product.variants, item);
          if ('problem' in variant) {
            skip(variant.problem);
            continue;
          }
          if (variant.stock === 0) {
            skip(OUT_OF_STOCK);
            continue;
          }
          const key = JSON.stringify([product.id, variant.color, variant.size]);
          const quantity = (wanted.get(key)?.quantity ?? 0) + item.quantity;
          wanted.set(key, { productId: product.id, color: variant.color, size: variant.size, quantity });
        }
        for (const choice of wanted.values()) {
          if (!(await mergeLine(tx, userId, choice))) {
            skipped.push({
              productID: choice.productId,
              color: choice.color,
              size: choice.size,
              reason: translate(OUT_OF_STOCK, language),
            });
          }
        }
        return { data: await listCart(tx, userId), skipped };
      });
    },
  );
};

export default cartRoutes;
