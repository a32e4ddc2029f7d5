import { Type, type Static } from 'typebox';
import { Data, Nullable, StringEnum } from '../../lib/schemas.js';

export const StorefrontSettings = Type.Object({
  chatWhatsappNumber: Type.String({
    description:
      "The shop's WhatsApp number for the chat link (https://wa.me/{number}): digits, country code first",
  }),
  paymentProvider: StringEnum(['sandbox', 'midtrans'], {
    description:
      "Who takes payments: sandbox (the built-in page at the checkout answer's redirectUrl, for an iframe) or " +
      "midtrans (Snap: load midtransSnapJsUrl with midtransClientKey and open the checkout answer's token)",
  }),
  midtransClientKey: Nullable(
    Type.String({ description: "Midtrans's client key for Snap.js (public by design); null when not set" }),
  ),
  midtransSnapJsUrl: Type.String({ description: 'Where Snap.js is loaded from' }),
});
export type StorefrontSettings = Static<typeof StorefrontSettings>;

export const StorefrontAnswer = Data(StorefrontSettings);
