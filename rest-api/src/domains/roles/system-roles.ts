// The three roles every installation has, with fixed ids (from the shop rules) so that clients and seeds can name
// them.
import { SYSTEM_ROLE_IDS as ROLE_IDS } from '@lemari/shop/rules';
import { defineMessage, type Descriptor } from '../../i18n/index.js';
import type { Scope } from '../../lib/caller.js';

export { ROLE_IDS };

/**
 * The roles the seed writes. Their descriptions are the seeded English, answered in the reader's language while
 * staff leave them as seeded (seeded-words.ts); their names are ids people type, the same in every language.
 */
export const SYSTEM_ROLES = [
  {
    id: ROLE_IDS.root,
    roleName: 'root',
    description: defineMessage({
      id: 'roles.system.root',
      defaultMessage: 'Everything, including roles and permissions',
    }),
    landingPage: '/admin/dashboard',
  },
  {
    id: ROLE_IDS.admin,
    roleName: 'admin',
    description: defineMessage({ id: 'roles.system.admin', defaultMessage: 'Shop staff: the back office' }),
    landingPage: '/admin/dashboard',
  },
  {
    id: ROLE_IDS.member,
    roleName: 'member',
    description: defineMessage({ id: 'roles.system.member', defaultMessage: 'Customers' }),
    landingPage: '/order-list',
  },
] as const;

const SYSTEM_ROLE_ID_SET = new Set<string>(Object.values(ROLE_IDS));

/** The description the seed gives the role with this id, if it is a system role. */
export const seededDescriptionOf = (roleId: string): Descriptor | undefined =>
  SYSTEM_ROLES.find((role) => role.id === roleId)?.description;

/**
 * Where a user with these roles lands after signing in: root's or admin's page, else the first staff role's
 * (a custom role under /admin), else the first role's, else the member's.
 */
export function landingPageOf(roles: { id: string; landingPage: string }[]): string {
  const byId = (id: string) => roles.find((role) => role.id === id);
  const chosen =
    byId(ROLE_IDS.root) ??
    byId(ROLE_IDS.admin) ??
    roles.find((role) => !SYSTEM_ROLE_ID_SET.has(role.id) && role.landingPage.startsWith('/admin')) ??
    roles.find((role) => role.id !== ROLE_IDS.member) ??
    byId(ROLE_IDS.member);
  return chosen?.landingPage || SYSTEM_ROLES[2].landingPage;
}

/**
 * The session scope a set of roles gives: root and admin by their fixed roles; a custom role whose landing
 * page is in the back office counts as admin, so staff roles made by root reach the admin screens. The member
 * role stays member whatever its landing page, so editing it cannot turn every customer into staff.
 */
export function scopeOf(roles: { id: string; landingPage: string }[]): Scope {
  if (roles.some((role) => role.id === ROLE_IDS.root)) return 'root';
  const staff = (role: { id: string; landingPage: string }) =>
    role.id === ROLE_IDS.admin || (!SYSTEM_ROLE_ID_SET.has(role.id) && role.landingPage.startsWith('/admin'));
  return roles.some(staff) ? 'admin' : 'member';
}
