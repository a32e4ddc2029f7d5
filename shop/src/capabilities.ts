// Roles by what staff do (issue 32): the capability groups a role is built from ("Orders: view, move, refund,
// export"), each action naming the REST calls (permissions) it needs, and the back-office screens a role may land
// on with the capability each needs. Defined once for the REST API (which turns capabilities into permissions),
// the gateway and the web app (the role form, the menu, the not-allowed page, the buttons shown).

/** One REST call a permission allows. */
export interface CapabilityCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
}

const call = (method: CapabilityCall['method'], endpoint: string): CapabilityCall => ({ method, endpoint });

/** A record kind's list and reading, or its creation, update and deletion (as the seed's crud rows). */
const reads = (endpoint: string) => [call('GET', endpoint), call('GET', `${endpoint}/:id`)];
const writes = (endpoint: string) => [
  call('POST', endpoint),
  call('PUT', `${endpoint}/:id`),
  call('DELETE', `${endpoint}/:id`),
];

const SETTINGS = [
  'order-auto-complete',
  'payment-methods',
  'complete-on-delivery',
  'free-shipping',
  'low-stock',
  'seller',
  'couriers',
  'language',
] as const;
/** The settings whose value has a staff GET (the others are read from the public shop settings). */
const STAFF_READ_SETTINGS = new Set([
  'order-auto-complete',
  'payment-methods',
  'complete-on-delivery',
  'low-stock',
]);

/**
 * The capability groups, in the order the role form shows them. Each action's `calls` are the permissions a role
 * needs for it; a role holds the action when it holds every one of them (that exists). Refunds are made today by
 * the cancel-and-refund move (PUT …/status), so `refund` needs it too, with the refund call of its own that the
 * refund screen asks about.
 */
export const CAPABILITY_GROUPS = [
  {
    group: 'dashboard',
    actions: {
      view: [
        call('GET', '/v1/dashboard/statistics/counter'),
        call('GET', '/v1/dashboard/statistics/transaction'),
        call('GET', '/v1/product-variant/low-stock'),
      ],
    },
  },
  {
    group: 'orders',
    actions: {
      view: [
        call('GET', '/v1/order'),
        call('GET', '/v1/order/:id'),
        call('GET', '/v1/order/timeline'),
        call('GET', '/v1/order/:id/tracking'),
      ],
      move: [
        call('PUT', '/v1/order/:id/status'),
        call('POST', '/v1/order/bulk-status'),
        call('POST', '/v1/order/:id/notes'),
      ],
      refund: [call('PUT', '/v1/order/:id/status'), call('POST', '/v1/order/:id/refund')],
      export: [call('GET', '/v1/order/export'), call('GET', '/v1/order/export.xlsx')],
    },
  },
  {
    group: 'products',
    actions: {
      view: [
        ...reads('/v1/product'),
        ...reads('/v1/category'),
        ...reads('/v1/product-color'),
        ...reads('/v1/product-size'),
        call('GET', '/v1/product-variant/low-stock'),
      ],
      edit: [
        ...writes('/v1/product'),
        ...writes('/v1/category'),
        ...writes('/v1/product-color'),
        ...writes('/v1/product-size'),
        call('POST', '/v1/upload/image'),
      ],
    },
  },
  {
    group: 'vouchers',
    actions: {
      view: reads('/v1/voucher'),
      edit: [
        call('POST', '/v1/voucher'),
        call('PUT', '/v1/voucher/:id'),
        call('POST', '/v1/voucher/:id/deactivate'),
      ],
    },
  },
  {
    group: 'content',
    actions: {
      view: [...reads('/v1/afilliate'), ...reads('/v1/widget'), ...reads('/v1/widget-group')],
      edit: [
        ...writes('/v1/afilliate'),
        ...writes('/v1/widget'),
        ...writes('/v1/widget-group'),
        call('POST', '/v1/upload/image'),
      ],
    },
  },
  {
    group: 'settings',
    actions: {
      // The policy pages (issue 32) are edited beside the seller under Settings, whose footer they share.
      view: [
        ...SETTINGS.filter((name) => STAFF_READ_SETTINGS.has(name)).map((name) =>
          call('GET', `/v1/setting/${name}`),
        ),
        call('GET', '/v1/pages/:slug'),
      ],
      edit: [...SETTINGS.map((name) => call('PUT', `/v1/setting/${name}`)), call('PUT', '/v1/pages/:slug')],
    },
  },
  {
    group: 'users',
    actions: { view: reads('/v1/user'), edit: writes('/v1/user') },
  },
  {
    group: 'access',
    actions: {
      manage: [
        ...reads('/v1/role'),
        ...writes('/v1/role'),
        ...reads('/v1/permission'),
        ...writes('/v1/permission'),
      ],
    },
  },
] as const satisfies readonly { group: string; actions: Record<string, readonly CapabilityCall[]> }[];

type Groups = (typeof CAPABILITY_GROUPS)[number];
export type CapabilityGroup = Groups['group'];
/** 'orders.view', 'products.edit' … */
export type Capability = {
  [G in Groups as G['group']]: `${G['group']}.${Extract<keyof G['actions'], string>}`;
}[CapabilityGroup];

/** Every capability with the calls it needs, in the groups' order. */
export const CAPABILITIES: readonly {
  id: Capability;
  group: CapabilityGroup;
  calls: readonly CapabilityCall[];
}[] = CAPABILITY_GROUPS.flatMap(({ group, actions }) =>
  Object.entries(actions).map(([action, calls]) => ({
    id: `${group}.${action}` as Capability,
    group,
    calls: calls as readonly CapabilityCall[],
  })),
);

export const CAPABILITY_IDS = CAPABILITIES.map((capability) => capability.id);

export const isCapability = (value: string): value is Capability =>
  (CAPABILITY_IDS as readonly string[]).includes(value);

const callKey = (item: { method: string; endpoint: string }) => `${item.method} ${item.endpoint}`;

/** The calls the capabilities need together, each once. */
export function callsOf(capabilities: readonly Capability[]): CapabilityCall[] {
  const seen = new Map<string, CapabilityCall>();
  for (const capability of CAPABILITIES)
    if (capabilities.includes(capability.id))
      for (const item of capability.calls) seen.set(callKey(item), item);
  return [...seen.values()];
}

/**
 * The capabilities a set of permissions gives: those whose every call is held. `known`, when given, is every
 * permission there is: a call that no permission names (one an operator deleted, or a route of a later version)
 * is not asked for.
 */
export function capabilitiesOf(
  held: readonly { method: string; endpoint: string }[],
  known?: readonly { method: string; endpoint: string }[],
): Capability[] {
  const heldKeys = new Set(held.map(callKey));
  const knownKeys = known ? new Set(known.map(callKey)) : undefined;
  return CAPABILITIES.filter((capability) => {
    const needed = capability.calls.filter((item) => !knownKeys || knownKeys.has(callKey(item)));
    return needed.length > 0 && needed.every((item) => heldKeys.has(callKey(item)));
  }).map((capability) => capability.id);
}

/** Whether any permission of the list belongs to a capability (the role form's raw extras are the others). */
export const isCapabilityCall = (item: { method: string; endpoint: string }): boolean =>
  CAPABILITIES.some((capability) => capability.calls.some((c) => callKey(c) === callKey(item)));

/**
 * The back-office screens a role may land on, in the menu's order, each with the capability it needs to open
 * (`needs`; none: every staff member may) and the one its add, edit, delete and save buttons need (`edits`).
 * `key` names it for people (the web's menu words).
 */
export const BACK_OFFICE_SCREENS = [
  { key: 'dashboard', path: '/admin/dashboard', needs: 'dashboard.view', edits: null },
  { key: 'orders', path: '/admin/order', needs: 'orders.view', edits: 'orders.move' },
  { key: 'payments', path: '/admin/payment', needs: 'orders.view', edits: 'orders.move' },
  { key: 'shipping', path: '/admin/shipping', needs: 'orders.view', edits: 'orders.move' },
  { key: 'cashier', path: '/test3', needs: 'products.view', edits: null },
  { key: 'vouchers', path: '/admin/voucher', needs: 'vouchers.view', edits: 'vouchers.edit' },
  { key: 'affiliates', path: '/admin/afilliate', needs: 'content.view', edits: 'content.edit' },
  { key: 'products', path: '/admin/product', needs: 'products.view', edits: 'products.edit' },
  { key: 'colours', path: '/admin/product-color', needs: 'products.view', edits: 'products.edit' },
  { key: 'sizes', path: '/admin/product-size', needs: 'products.view', edits: 'products.edit' },
  { key: 'categories', path: '/admin/category', needs: 'products.view', edits: 'products.edit' },
  { key: 'widgets', path: '/admin/widget', needs: 'content.view', edits: 'content.edit' },
  { key: 'widgetGroups', path: '/admin/widget-group', needs: 'content.view', edits: 'content.edit' },
  { key: 'settings', path: '/admin/setting', needs: 'settings.view', edits: 'settings.edit' },
  { key: 'profile', path: '/admin/profile', needs: null, edits: null },
  { key: 'users', path: '/admin/user', needs: 'users.view', edits: 'users.edit' },
  { key: 'roles', path: '/admin/role', needs: 'access.manage', edits: 'access.manage' },
  { key: 'permissions', path: '/admin/permission', needs: 'access.manage', edits: 'access.manage' },
] as const satisfies readonly {
  key: string;
  path: string;
  needs: Capability | null;
  edits: Capability | null;
}[];

export type BackOfficeScreen = (typeof BACK_OFFICE_SCREENS)[number];

/** The screens that capabilities open, for the landing page's choice. */
export const screensFor = (capabilities: readonly string[]): BackOfficeScreen[] =>
  BACK_OFFICE_SCREENS.filter((screen) => screen.needs === null || capabilities.includes(screen.needs));

/** The screen a back-office address belongs to (its list, detail or form), if any. */
export function screenOf(pathname: string): BackOfficeScreen | undefined {
  return BACK_OFFICE_SCREENS.find(
    (screen) =>
      pathname === screen.path || pathname.startsWith(`${screen.path}/`) || pathname === `${screen.path}-add`,
  );
}
