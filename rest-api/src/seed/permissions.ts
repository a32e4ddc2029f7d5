// The permissions a fresh installation starts with, and which system roles hold them. Root needs none: it
// passes every check. Later versions add rows here for their new routes; the seed adds only rows that are
// missing, so permissions an operator took away from a role stay taken away.
import type { Scope } from '../domains/roles/system-roles.js';

export interface DefaultPermission {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  description: string;
  roles: Exclude<Scope, 'root'>[];
}

const STAFF: DefaultPermission['roles'] = ['admin'];
const EVERYONE: DefaultPermission['roles'] = ['admin', 'member'];
const ROOT_ONLY: DefaultPermission['roles'] = [];

/** 'an address', 'an affiliate', 'a user': the article the noun's first sound takes ('u' of 'user' sounds 'you'). */
const withArticle = (noun: string) => `${/^(?:[aeio]|u(?!s|ni))/iu.test(noun) ? 'an' : 'a'} ${noun}`;

const crud = (
  endpoint: string,
  noun: string,
  roles: DefaultPermission['roles'],
  plural = `${noun}s`,
): DefaultPermission[] => [
  { method: 'GET', endpoint, description: `List ${plural}`, roles },
  { method: 'POST', endpoint, description: `Create ${withArticle(noun)}`, roles },
  { method: 'GET', endpoint: `${endpoint}/:id`, description: `Read ${withArticle(noun)}`, roles },
  { method: 'PUT', endpoint: `${endpoint}/:id`, description: `Update ${withArticle(noun)}`, roles },
  { method: 'DELETE', endpoint: `${endpoint}/:id`, description: `Delete ${withArticle(noun)}`, roles },
];

export const DEFAULT_PERMISSIONS: DefaultPermission[] = [
  { method: 'GET', endpoint: '/v1/profile', description: 'Read my profile', roles: EVERYONE },
  { method: 'PUT', endpoint: '/v1/profile', description: 'Update my profile', roles: EVERYONE },
  {
    method: 'PUT',
    endpoint: '/v1/profile/update-password',
    description: 'Change my password',
    roles: EVERYONE,
  },
  { method: 'POST', endpoint: '/v1/upload/image', description: 'Upload an image', roles: EVERYONE },
  ...crud('/v1/user', 'user', STAFF),
  // The shop (issue 3). Public calls (catalogue, locations, shipping rates, checkout) need no permission.
  ...crud('/v1/product', 'product', STAFF),
  ...crud('/v1/category', 'category', STAFF, 'categories'),
  ...crud('/v1/afilliate', 'affiliate', STAFF),
  ...crud('/v1/widget-group', 'widget group', STAFF),
  ...crud('/v1/widget', 'widget', STAFF),
  { method: 'GET', endpoint: '/v1/cart', description: 'Read my cart', roles: EVERYONE },
  { method: 'POST', endpoint: '/v1/cart', description: 'Add to my cart', roles: EVERYONE },
  {
    method: 'POST',
    endpoint: '/v1/cart/merge',
    description: 'Merge a guest cart into mine',
    roles: EVERYONE,
  },
  { method: 'PUT', endpoint: '/v1/cart/:id', description: 'Change a cart line', roles: EVERYONE },
  { method: 'DELETE', endpoint: '/v1/cart/:id', description: 'Remove a cart line', roles: EVERYONE },
  { method: 'GET', endpoint: '/v1/wishlist', description: 'Read my wishlist', roles: EVERYONE },
  {
    method: 'POST',
    endpoint: '/v1/wishlist/:productId',
    description: 'Add to my wishlist',
    roles: EVERYONE,
  },
  {
    method: 'DELETE',
    endpoint: '/v1/wishlist/:productId',
    description: 'Remove from my wishlist',
    roles: EVERYONE,
  },
  ...crud('/v1/address', 'address', EVERYONE, 'addresses'),
  { method: 'GET', endpoint: '/v1/address/default', description: 'Read my default address', roles: EVERYONE },
  {
    method: 'PUT',
    endpoint: '/v1/address/default/:id',
    description: 'Make an address my default',
    roles: EVERYONE,
  },
  {
    method: 'GET',
    endpoint: '/v1/order',
    description: 'List orders (members: their own; staff: all)',
    roles: EVERYONE,
  },
  { method: 'GET', endpoint: '/v1/order/:id', description: 'Read an order', roles: EVERYONE },
  { method: 'PUT', endpoint: '/v1/order/:id/status', description: 'Move an order on', roles: STAFF },
  {
    method: 'GET',
    endpoint: '/v1/dashboard/statistics/counter',
    description: 'Dashboard counters',
    roles: STAFF,
  },
  {
    method: 'GET',
    endpoint: '/v1/dashboard/statistics/transaction',
    description: 'Orders per status',
    roles: STAFF,
  },
  {
    method: 'PUT',
    endpoint: '/v1/setting/free-shipping',
    description: 'Change the free-shipping threshold',
    roles: STAFF,
  },
  ...crud('/v1/role', 'role', ROOT_ONLY),
  ...crud('/v1/permission', 'permission', ROOT_ONLY),
];
