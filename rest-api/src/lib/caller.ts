// Who is calling: the session a request's access token names, as the auth plugin sets it on request.auth, and
// the helpers every domain's routes use to read it.
import type { SystemRole } from '@lemari/shop/rules';
import { unauthorized } from './errors.js';

/** A session's scope, named after the system role that gives it. */
export type Scope = SystemRole;
export const SCOPES = ['root', 'admin', 'member'] as const satisfies readonly Scope[];

export interface AuthContext {
  userId: string;
  sessionId: string;
  scope: Scope;
  isRoot: boolean;
}

/** True for staff sessions (admin or root), which see every customer's records. */
export const isStaff = (auth: AuthContext | null) => auth?.scope === 'admin' || auth?.scope === 'root';

/** The caller of a route that is not public; its access hook guarantees one. */
export function caller(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
