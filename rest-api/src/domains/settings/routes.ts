// The shop's settings: GET /public/v1/setting/free-shipping (anyone: the cart's and checkout's hint) and
// PUT /v1/setting/free-shipping (staff, by permission), and the low-stock threshold (GET/PUT /v1/setting/low-stock,
// staff), and the seller on the invoices (GET /public/v1/setting/seller, anyone: every invoice prints it; PUT
// /v1/setting/seller, staff), the couriers the shop offers (GET /public/v1/setting/couriers, anyone: checkout
// lists them; PUT /v1/setting/couriers, staff), the payment methods the payment page offers (GET/PUT
// /v1/setting/payment-methods, staff), and the default language (GET /public/v1/setting/language, anyone; PUT
// /v1/setting/language, staff). Checkout and shipping rates read the same row.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineMessage } from '../../i18n/index.js';
import { badRequest } from '../../lib/errors.js';
import { routeDoc } from '../../lib/schemas.js';
import {
  freeShippingSetting,
  lowStockSetting,
  sellerSetting,
  shippingCouriersSetting,
  updateFreeShipping,
  updateShippingCouriers,
  updateLowStockSetting,
  updateSeller,
} from './repository.js';
import { orderAutoCompleteSetting, updateOrderAutoCompleteSetting } from './repository.js';
import { completeOnDeliverySetting, updateCompleteOnDeliverySetting } from './repository.js';
import { CompleteOnDeliverySetting, CompleteOnDeliverySettingAnswer } from './schemas.js';
import { OrderAutoCompleteSetting, OrderAutoCompleteSettingAnswer } from './schemas.js';
import { paymentMethodsSetting, updatePaymentMethodsSetting } from './repository.js';
import { PaymentMethodsSetting, PaymentMethodsSettingAnswer } from './schemas.js';
import { defaultLanguageSetting, updateDefaultLanguageSetting } from './repository.js';
import { LanguageSetting, LanguageSettingAnswer } from './schemas.js';
import {
  FreeShippingAnswer,
  FreeShippingBody,
  LowStockSetting,
  LowStockSettingAnswer,
  Seller,
  SellerAnswer,
  ShippingCouriersSetting,
  ShippingCouriersSettingAnswer,
  tidySeller,
} from './schemas.js';

const tags = ['settings'];
const publicDoc = routeDoc(tags, 'public');
const doc = routeDoc(tags, 'bearer');

const settingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/public/v1/setting/free-shipping',
    {
      schema: publicDoc({
        summary:
          "Free shipping: whether it is on and the goods' subtotal from which (>=) an order ships for free",
        response: { 200: FreeShippingAnswer },
      }),
    },
    async () => ({ data: await freeShippingSetting(db) }),
  );

  app.put(
    '/v1/setting/free-shipping',
    {
      schema: doc({
        summary:
          'Turn free shipping on or off and set its threshold (whole rupiah, 0 to 1.000.000.000) and the services ' +
          'it covers (left out: kept; on with none to cover: 400); rates and checkouts from the next request on ' +
          'follow it',
        body: FreeShippingBody,
        response: { 200: FreeShippingAnswer },
      }),
    },
    async (request) => {
      const saved = await updateFreeShipping(db, request.body);
      // On with no service to cover, what the widgets and the cart's hint promise would hold for no parcel.
      if (!saved) {
        throw badRequest(
          defineMessage({
            id: 'settings.free-shipping-needs-a-service',
            defaultMessage: 'services must name at least one service while free shipping is on',
          }),
        );
      }
      return { data: saved };
    },
  );

  app.get(
    '/v1/setting/low-stock',
    {
      schema: doc({
        summary: 'The low-stock threshold: active variants with at most this many pieces are low on stock',
        response: { 200: LowStockSettingAnswer },
      }),
    },
    async () => ({ data: await lowStockSetting(db) }),
  );

  app.put(
    '/v1/setting/low-stock',
    {
      schema: doc({
        summary: 'Set the low-stock threshold (0 to 1000 pieces)',
        body: LowStockSetting,
        response: { 200: LowStockSettingAnswer },
      }),
    },
    async (request) => ({ data: await updateLowStockSetting(db, request.body) }),
  );

  // The days after shipping when housekeeping completes an order (issue 22); ORDER_AUTO_COMPLETE_DAYS until set.
  app.get(
    '/v1/setting/order-auto-complete',
    {
      schema: doc({
        summary:
          'The days after shipping when a shipped order the customer did not confirm completes by itself ' +
          '(ORDER_AUTO_COMPLETE_DAYS until staff set it)',
        response: { 200: OrderAutoCompleteSettingAnswer },
      }),
    },
    async () => ({ data: await orderAutoCompleteSetting(db, app.config.orders.autoCompleteDays) }),
  );

  app.put(
    '/v1/setting/order-auto-complete',
    {
      schema: doc({
        summary:
          "Set the days after shipping when an unconfirmed shipped order completes (1 to 60); housekeeping's next run follows it",
        body: OrderAutoCompleteSetting,
        response: { 200: OrderAutoCompleteSettingAnswer },
      }),
    },
    async (request) => ({ data: await updateOrderAutoCompleteSetting(db, request.body) }),
  );

  // Whether parcel tracking's "delivered" completes a shipped order (issue 23); off until staff turn it on.
  app.get(
    '/v1/setting/complete-on-delivery',
    {
      schema: doc({
        summary:
          'Whether a shipped (processing) order completes by itself once its parcel tracking says delivered',
        response: { 200: CompleteOnDeliverySettingAnswer },
      }),
    },
    async () => ({ data: await completeOnDeliverySetting(db) }),
  );

  app.put(
    '/v1/setting/complete-on-delivery',
    {
      schema: doc({
        summary:
          'Turn on or off completing shipped orders when their tracking says delivered; the next tracking read ' +
          "and housekeeping's next run follow it",
        body: CompleteOnDeliverySetting,
        response: { 200: CompleteOnDeliverySettingAnswer },
      }),
    },
    async (request) => ({ data: await updateCompleteOnDeliverySetting(db, request.body) }),
  );

  app.get(
    '/public/v1/setting/seller',
    {
      schema: publicDoc({
        summary:
          "The seller on the shop's invoices: name, address, phone, e-mail and NPWP (empty when not given)",
        response: { 200: SellerAnswer },
      }),
    },
    async () => ({ data: await sellerSetting(db) }),
  );

  app.put(
    '/v1/setting/seller',
    {
      schema: doc({
        summary:
          "Change the seller on the shop's invoices (every invoice, old orders' too, prints it from then on); " +
          'fields are trimmed, and an empty phone, e-mail or NPWP leaves it off',
        body: Seller,
        response: { 200: SellerAnswer },
      }),
    },
    async (request) => ({ data: await updateSeller(db, tidySeller(request.body)) }),
  );

  app.get(
    '/public/v1/setting/couriers',
    {
      schema: publicDoc({
        summary:
          'The couriers the shop offers at checkout (RajaOngkir codes, in the order shoppers see them)',
        description:
          'jne, jnt, sicepat, pos and/or tiki; at least one. GET /v1/shipment/cost quotes them when asked for no ' +
          'courier, and checkout takes no other.',
        response: { 200: ShippingCouriersSettingAnswer },
      }),
    },
    async () => ({ data: await shippingCouriersSetting(db) }),
  );

  app.put(
    '/v1/setting/couriers',
    {
      schema: doc({
        summary:
          'Choose the couriers the shop offers at checkout (at least one of jne, jnt, sicepat, pos, tiki)',
        description:
          'Rates and checkouts from the next request on follow it; orders placed with a courier no longer ' +
          'offered keep it.',
        body: ShippingCouriersSetting,
        response: { 200: ShippingCouriersSettingAnswer },
      }),
    },
    async (request) => ({ data: await updateShippingCouriers(db, request.body) }),
  );

  // The payment methods Snap and the sandbox page offer (issue 23); every method until staff choose.
  app.get(
    '/v1/setting/payment-methods',
    {
      schema: doc({
        summary:
          "The payment methods the payment page offers (Snap's enabled_payments), in the shop's order; every " +
          'method until staff choose',
        response: { 200: PaymentMethodsSettingAnswer },
      }),
    },
    async () => ({ data: await paymentMethodsSetting(db) }),
  );

  app.put(
    '/v1/setting/payment-methods',
    {
      schema: doc({
        summary:
          'Choose the payment methods the payment page offers (at least one, each once); checkouts from the ' +
          'next one on offer only these, less any the checkout disables',
        body: PaymentMethodsSetting,
        response: { 200: PaymentMethodsSettingAnswer },
      }),
    },
    async (request) => ({ data: await updatePaymentMethodsSetting(db, request.body) }),
  );

  // The shop's default language (issue 23): anyone reads it (the server-rendered pages start in it); staff set it.
  app.get(
    '/public/v1/setting/language',
    {
      schema: publicDoc({
        summary:
          "The shop's default language (en or id): what a reader whose browser asks for neither and who has not " +
          'chosen gets — pages, messages and e-mails',
        response: { 200: LanguageSettingAnswer },
      }),
    },
    async () => ({ data: await defaultLanguageSetting(db) }),
  );

  app.put(
    '/v1/setting/language',
    {
      schema: doc({
        summary:
          "Set the shop's default language (en or id); a request without Accept-Language answers in it from then on",
        body: LanguageSetting,
        response: { 200: LanguageSettingAnswer },
      }),
    },
    async (request) => ({ data: await updateDefaultLanguageSetting(db, request.body) }),
  );
};

export default settingRoutes;
