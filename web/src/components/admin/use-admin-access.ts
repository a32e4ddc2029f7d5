// What the signed-in staff member may do (me.access): the permissions that decide which menu entries a custom role
// sees, and the landing page their role names. Null until the gateway says: the scope alone decides meanwhile.
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const AdminAccessQuery = graphql(`
  query AdminAccess {
    me {
      access {
        isRoot
        landingPage
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
  landingPage: string | null;
}

export function useAdminAccess(): AdminAccess {
  const { data } = useQuery(AdminAccessQuery);
  const access = data?.me?.access;
  return { permissions: access?.permissions ?? null, landingPage: access?.landingPage ?? null };
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
