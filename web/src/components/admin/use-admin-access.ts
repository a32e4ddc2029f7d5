// What the signed-in staff member may do (me.access): the capabilities (issue 32) that decide which menu entries,
// screens and buttons a custom role sees, the permissions beneath them, and the landing page their role names. Null
// until the gateway says: the scope alone decides meanwhile.
import { useQuery } from '@apollo/client/react';
import { type Capability, screenOf } from '@lemari/shop/capabilities';
import { useLocation } from 'react-router';
import { graphql } from '@/generated/gql';

export const AdminAccessQuery = graphql(`
  query AdminAccess {
    me {
      access {
        isRoot
        landingPage
        capabilities
        permissions {
          method
          endpoint
        }
      }
    }
  }
`);

/** A call a permission allows: GET /v1/product, say. */
export interface MenuPermission {
  method: string;
  endpoint: string;
}

export interface AdminAccess {
  permissions: readonly MenuPermission[] | null;
  /** The capabilities the staff member holds (every one for root); null until the gateway says. */
  capabilities: readonly string[] | null;
  landingPage: string | null;
}

export function useAdminAccess(): AdminAccess {
  const { data } = useQuery(AdminAccessQuery);
  const access = data?.me?.access;
  return {
    permissions: access?.permissions ?? null,
    capabilities: access?.capabilities ?? null,
    landingPage: access?.landingPage ?? null,
  };
}

/**
 * Whether the signed-in staff member holds a capability (root holds every one): undefined while the gateway is
 * asked, and true when it could not say, so that the server, which decides in any case, is asked.
 */
export function useAdminCan(capability: Capability | null | undefined): boolean | undefined {
  const { data, loading } = useQuery(AdminAccessQuery);
  const access = data?.me?.access;
  if (!capability) return true;
  if (!access) return loading ? undefined : true;
  return access.isRoot || access.capabilities.includes(capability);
}

/**
 * Whether the staff member may change things on the screen they are on (its add, edit, delete and save buttons):
 * the capability the screen's `edits` names. False only once the gateway said so (the menu asked it already).
 */
export function useMayEditHere(): boolean {
  const { pathname } = useLocation();
  return useAdminCan(screenOf(pathname)?.edits) !== false;
}

/**
 * Whether the signed-in staff member may make a call (root may make every one): undefined while the gateway is
 * asked, and true when it could not say, so that the server, which decides in any case, is asked.
 */
export function useAdminMay(method: string, endpoint: string): boolean | undefined {
  const { data, loading } = useQuery(AdminAccessQuery);
  const access = data?.me?.access;
  if (!access) return loading ? undefined : true;
  return access.isRoot || allows(access.permissions, { method, endpoint });
}

/** Whether any of `permissions` allows the call `needed`. */
export function allows(permissions: readonly MenuPermission[], needed: MenuPermission): boolean {
  return permissions.some(
    (permission) => permission.method === needed.method && permission.endpoint === needed.endpoint,
  );
}
