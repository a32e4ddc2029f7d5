// What the signed-in staff member may do (me.access): the permissions that decide which menu entries a custom role
// sees, and the landing page their role names. Null until the gateway says: the scope alone decides meanwhile.
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import type { MenuPermission } from './admin-menu';

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

export interface AdminAccess {
  permissions: readonly MenuPermission[] | null;
  landingPage: string | null;
}

export function useAdminAccess(): AdminAccess {
  const { data } = useQuery(AdminAccessQuery);
  const access = data?.me?.access;
  return { permissions: access?.permissions ?? null, landingPage: access?.landingPage ?? null };
}
