// Who is using the app, as the gateway's session cookie says: the scope (root, admin, member) or null for a
// visitor. The header and the route guards read it; one cached query serves both.
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const CurrentSessionQuery = graphql(`
  query CurrentSession {
    me {
      scope
    }
  }
`);

export function useSession() {
  const { data, loading, error, refetch } = useQuery(CurrentSessionQuery);
  return { scope: data?.me?.scope ?? null, loading, error, refetch };
}
