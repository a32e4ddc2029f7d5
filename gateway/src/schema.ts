// The executable schema: every SDL file of ../schema (base conventions plus one file per domain) with the
// resolvers of every domain, merged. A domain adds its file there and its resolvers to RESOLVERS.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Resolvers } from './generated/graphql.js';
import { baseResolvers } from './base/resolvers.js';
import { accountResolvers } from './accounts/resolvers.js';
import { catalogueResolvers } from './catalogue/resolvers.js';
import { listingResolvers } from './catalogue/listing-resolvers.js';
import { contentResolvers } from './content/resolvers.js';
import { memberResolvers } from './member/resolvers.js';
import { addressResolvers } from './addresses/resolvers.js';
import { checkoutResolvers } from './checkout/resolvers.js';
import { orderResolvers } from './orders/resolvers.js';
import { orderLookupResolvers } from './orders/lookup-resolvers.js';
import { orderTimelineResolvers } from './orders/timeline-resolvers.js';
import { invoiceResolvers } from './orders/invoice-resolvers.js';
import { trackingResolvers } from './orders/tracking-resolvers.js';
import { voucherResolvers } from './vouchers/resolvers.js';
import { paymentMethodsResolvers } from './payment/resolvers.js';
import { languageResolvers } from './i18n/resolvers.js';
import { policyPageResolvers } from './policies/resolvers.js';

export const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** Every domain's resolvers; the keys of each are merged type by type. */
export const RESOLVERS: Resolvers[] = [
  baseResolvers,
  ...accountResolvers,
  catalogueResolvers,
  listingResolvers,
  contentResolvers,
  memberResolvers,
  addressResolvers,
  checkoutResolvers,
  orderResolvers,
  orderLookupResolvers,
  orderTimelineResolvers,
  invoiceResolvers,
  trackingResolvers,
  voucherResolvers,
  paymentMethodsResolvers,
  languageResolvers,
  policyPageResolvers,
];

export function typeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

export function buildSchema() {
  return makeExecutableSchema({ typeDefs: typeDefs(), resolvers: RESOLVERS as never });
}
