// The back-office screens' names (shop/src/capabilities.ts' BACK_OFFICE_SCREENS), as the menu says them: the role
// form's landing-page choice (issue 32).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BackOfficeScreen } from '@lemari/shop/capabilities';

export const SCREEN_WORDS: Record<BackOfficeScreen['key'], MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  orders: msg`Orders`,
  payments: msg`Payments`,
  shipping: msg`Shipping`,
  cashier: msg`Cashier`,
  vouchers: msg`Vouchers`,
  affiliates: msg`Affiliates`,
  products: msg`Products`,
  colours: msg`Colours`,
  sizes: msg`Sizes`,
  categories: msg`Categories`,
  widgets: msg`Widgets`,
  widgetGroups: msg`Widget groups`,
  settings: msg`Settings`,
  profile: msg`Profile`,
  users: msg`Users`,
  roles: msg`Roles`,
  permissions: msg`Permissions`,
};
