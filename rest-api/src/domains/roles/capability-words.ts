// The capabilities' words for people (issue 32): each group's name ("Orders"), each action's ("refund") and what
// it lets staff do, in the catalogues; the groups themselves are the shop rules' (shop/src/capabilities.ts).
import type { Capability, CapabilityGroup } from '@lemari/shop/capabilities';
import { defineMessage, type Descriptor } from '../../i18n/index.js';

export const GROUP_WORDS: Record<CapabilityGroup, Descriptor> = {
  dashboard: defineMessage({ id: 'capabilities.group.dashboard', defaultMessage: 'Dashboard' }),
  orders: defineMessage({ id: 'capabilities.group.orders', defaultMessage: 'Orders' }),
  products: defineMessage({ id: 'capabilities.group.products', defaultMessage: 'Products' }),
  vouchers: defineMessage({ id: 'capabilities.group.vouchers', defaultMessage: 'Vouchers' }),
  content: defineMessage({ id: 'capabilities.group.content', defaultMessage: 'Storefront content' }),
  settings: defineMessage({ id: 'capabilities.group.settings', defaultMessage: 'Settings' }),
  users: defineMessage({ id: 'capabilities.group.users', defaultMessage: 'Users' }),
  access: defineMessage({ id: 'capabilities.group.access', defaultMessage: 'Roles and permissions' }),
};

const VIEW = defineMessage({ id: 'capabilities.action.view', defaultMessage: 'view' });
const EDIT = defineMessage({ id: 'capabilities.action.edit', defaultMessage: 'edit' });

/** Each capability's action word and what it lets staff do. */
export const CAPABILITY_WORDS: Record<Capability, { action: Descriptor; description: Descriptor }> = {
  'dashboard.view': {
    action: VIEW,
    description: defineMessage({
      id: 'capabilities.dashboard.view',
      defaultMessage: "See the dashboard's counters, orders per status and low stock",
    }),
  },
  'orders.view': {
    action: VIEW,
    description: defineMessage({
      id: 'capabilities.orders.view',
      defaultMessage: 'See orders, payments and shipping, with their timelines and tracking',
    }),
  },
  'orders.move': {
    action: defineMessage({ id: 'capabilities.action.move', defaultMessage: 'move' }),
    description: defineMessage({
      id: 'capabilities.orders.move',
      defaultMessage: 'Move orders on (one or many), ship them with a resi and note them',
    }),
  },
  'orders.refund': {
    action: defineMessage({ id: 'capabilities.action.refund', defaultMessage: 'refund' }),
    description: defineMessage({
      id: 'capabilities.orders.refund',
      defaultMessage: 'Cancel paid orders and give the money back',
    }),
  },
  'orders.export': {
    action: defineMessage({ id: 'capabilities.action.export', defaultMessage: 'export' }),
    description: defineMessage({
      id: 'capabilities.orders.export',
      defaultMessage: 'Download orders as a spreadsheet',
    }),
  },
  'products.view': {
    action: VIEW,
    description: defineMessage({
      id: 'capabilities.products.view',
      defaultMessage: 'See products, categories, colours and sizes',
    }),
  },
  'products.edit': {
    action: EDIT,
    description: defineMessage({
      id: 'capabilities.products.edit',
      defaultMessage: 'Add, change and delete products, categories, colours and sizes',
    }),
  },
  'vouchers.view': {
    action: VIEW,
    description: defineMessage({ id: 'capabilities.vouchers.view', defaultMessage: 'See vouchers' }),
  },
  'vouchers.edit': {
    action: EDIT,
    description: defineMessage({
      id: 'capabilities.vouchers.edit',
      defaultMessage: 'Add, change and deactivate vouchers',
    }),
  },
  'content.view': {
    action: VIEW,
    description: defineMessage({
      id: 'capabilities.content.view',
      defaultMessage: 'See affiliates, widgets and widget groups',
    }),
  },
  'content.edit': {
    action: EDIT,
    description: defineMessage({
      id: 'capabilities.content.edit',
      defaultMessage: 'Add, change and delete affiliates, widgets and widget groups',
    }),
  },
  'settings.view': {
    action: VIEW,
    description: defineMessage({
      id: 'capabilities.settings.view',
      defaultMessage: "See the shop's settings",
    }),
  },
  'settings.edit': {
    action: EDIT,
    description: defineMessage({
      id: 'capabilities.settings.edit',
      defaultMessage: "Change the shop's settings",
    }),
  },
  'users.view': {
    action: VIEW,
    description: defineMessage({
      id: 'capabilities.users.view',
      defaultMessage: 'See staff and customer accounts',
    }),
  },
  'users.edit': {
    action: EDIT,
    description: defineMessage({
      id: 'capabilities.users.edit',
      defaultMessage: 'Add, change and delete accounts',
    }),
  },
  'access.manage': {
    action: defineMessage({ id: 'capabilities.action.manage', defaultMessage: 'manage' }),
    description: defineMessage({
      id: 'capabilities.access.manage',
      defaultMessage: 'Build roles and permissions',
    }),
  },
};
