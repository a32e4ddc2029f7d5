// The REST answers the vouchers domain's GraphQL types are resolved from; the types come from the REST API's
// TypeBox schemas, so the two layers cannot drift.
import type { Voucher, VoucherQuote } from '@lemari/rest-api/contract';

/** A voucher as GET /v1/voucher and GET /v1/voucher/:id answer it: the GraphQL shape already. */
export type RestVoucher = Voucher;
/** POST /public/v1/voucher/quote's answer: the GraphQL shape already. */
export type RestVoucherQuote = VoucherQuote;
