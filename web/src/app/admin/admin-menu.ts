// The back office's menu (back-office.md §1) and who sees each entry: the guard's scopes (§6) and, for staff on a
// custom role, the capability the screen needs (issue 32, shop/src/capabilities.ts) or, for a role made of raw
// permissions, the permission the screen's list call needs (a role without either sees no Products).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconType } from 'react-icons';
import {
  LuBoxes,
  LuChartPie,
  LuCreditCard,
  LuKeyRound,
  LuLayoutTemplate,
  LuReceipt,
  LuSettings,
  LuShield,
  LuShoppingBasket,
  LuTags,
  LuTicketPercent,
  LuTruck,
  LuUserRound,
  LuUsers,
  LuLayers,
  LuPalette,
  LuRuler,
} from 'react-icons/lu';
import { screenOf } from '@lemari/shop/capabilities';
import { allows, type MenuPermission } from '@/components/admin/use-admin-access';
import type { Scope } from '@/generated/graphql';
import { paths } from '@/lib/paths';

export interface MenuEntry {
  /** The entry's name, translated where the menu is drawn. */
  label: MessageDescriptor;
  to: string;
  icon: IconType;
  /** Who may open it (the route's guard); any signed-in user when left out. */
  scopes?: readonly Scope[];
  /** The call its screen needs: a custom role without it does not see the entry. */
  needs?: MenuPermission;
}

export interface MenuSection {
  /** The section's heading; none for the top entries. */
  title?: MessageDescriptor;
  entries: readonly MenuEntry[];
}

const STAFF: readonly Scope[] = ['root', 'admin'];
const ROOT: readonly Scope[] = ['root'];
const get = (endpoint: string): MenuPermission => ({ method: 'GET', endpoint });

export const ADMIN_MENU: readonly MenuSection[] = [
  {
    entries: [
      {
        label: msg`Dashboard`,
        to: paths.admin.dashboard,
        icon: LuChartPie,
        scopes: STAFF,
        needs: get('/v1/dashboard/statistics/counter'),
      },
    ],
  },
  {
    title: msg`Transactions`,
    entries: [
      { label: msg`Orders`, to: paths.admin.orders, icon: LuReceipt, needs: get('/v1/order') },
      { label: msg`Payments`, to: paths.admin.payment, icon: LuCreditCard, needs: get('/v1/order') },
      { label: msg`Shipping`, to: paths.admin.shipping, icon: LuTruck, needs: get('/v1/order') },
      {
        label: msg`Cashier`,
        to: paths.cashier,
        icon: LuShoppingBasket,
        scopes: STAFF,
        needs: get('/v1/product'),
      },
      {
        label: msg`Vouchers`,
        to: paths.admin.vouchers,
        icon: LuTicketPercent,
        scopes: STAFF,
        needs: get('/v1/voucher'),
      },
    ],
  },
  {
    title: msg`Master Data`,
    entries: [
      {
        label: msg`Affiliates`,
        to: paths.admin.affiliates,
        icon: LuUsers,
        scopes: STAFF,
        needs: get('/v1/afilliate'),
      },
      {
        label: msg`Products`,
        to: paths.admin.products,
        icon: LuBoxes,
        scopes: STAFF,
        needs: get('/v1/product'),
      },
      {
        label: msg`Colours`,
        to: paths.admin.productColors,
        icon: LuPalette,
        scopes: STAFF,
        needs: get('/v1/product-color'),
      },
      {
        label: msg`Sizes`,
        to: paths.admin.productSizes,
        icon: LuRuler,
        scopes: STAFF,
        needs: get('/v1/product-size'),
      },
      { label: msg`Categories`, to: paths.admin.categories, icon: LuTags, needs: get('/v1/category') },
    ],
  },
  {
    title: msg`CMS`,
    entries: [
      {
        label: msg`Widgets`,
        to: paths.admin.widgets,
        icon: LuLayoutTemplate,
        scopes: STAFF,
        needs: get('/v1/widget'),
      },
      {
        label: msg`Widget groups`,
        to: paths.admin.widgetGroups,
        icon: LuLayers,
        scopes: STAFF,
        needs: get('/v1/widget-group'),
      },
    ],
  },
  {
    title: msg`Settings`,
    entries: [
      { label: msg`Settings`, to: paths.admin.settings, icon: LuSettings },
      { label: msg`Profile`, to: paths.admin.profile, icon: LuUserRound },
    ],
  },
  {
    title: msg`User Management`,
    entries: [
      { label: msg`Users`, to: paths.admin.users, icon: LuUsers, scopes: STAFF, needs: get('/v1/user') },
      { label: msg`Roles`, to: paths.admin.roles, icon: LuShield, scopes: ROOT, needs: get('/v1/role') },
      {
        label: msg`Permissions`,
        to: paths.admin.permissions,
        icon: LuKeyRound,
        scopes: ROOT,
        needs: get('/v1/permission'),
      },
    ],
  },
];

/** What the staff member may do, as far as the gateway said: null while not known. */
export interface StaffRights {
  permissions: readonly MenuPermission[] | null;
  capabilities?: readonly string[] | null;
}

/**
 * Whether a user may open an entry's screen: their scope may and, unless root (who passes everything), they hold
 * the capability the screen needs or one of their roles permits its list call. Not known yet: the scope decides.
 */
export function mayOpen(entry: MenuEntry, scope: Scope, rights: StaffRights): boolean {
  if (entry.scopes && !entry.scopes.includes(scope)) return false;
  if (scope === 'root' || !entry.needs || rights.permissions === null) return true;
  const capability = screenOf(entry.to)?.needs;
  if (capability && rights.capabilities?.includes(capability)) return true;
  return allows(rights.permissions, entry.needs);
}

/** The menu a user sees: the entries they may open (mayOpen). */
export function visibleMenu(scope: Scope, rights: StaffRights): MenuSection[] {
  return ADMIN_MENU.map((section) => ({
    ...section,
    entries: section.entries.filter((entry) => mayOpen(entry, scope, rights)),
  })).filter((section) => section.entries.length > 0);
}

/** The menu entry whose screen (list, detail or form) an address is, if any. */
export function entryOf(pathname: string): MenuEntry | undefined {
  return ADMIN_MENU.flatMap((section) => section.entries).find((entry) => isCurrent(entry, pathname));
}

/** Whether `pathname` is the entry's screen or one of its detail and form screens. */
export function isCurrent(entry: MenuEntry, pathname: string): boolean {
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`) || pathname === `${entry.to}-add`;
}
