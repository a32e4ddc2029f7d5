// The signed-in staff member's permissions (method and endpoint), which decide the menu entries a custom role sees.
// Null until the gateway says: the scope alone decides meanwhile.
import type { MenuPermission } from './admin-menu';

export function useAdminPermissions(): readonly MenuPermission[] | null {
  return null;
}
