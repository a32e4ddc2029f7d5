// The accounts domain's resolvers: the session (session-resolvers.ts) and, added by their own files, profile,
// sign-up, users, roles and permissions.
import type { Resolvers } from '../generated/graphql.js';
import { sessionResolvers } from './session-resolvers.js';

export const accountResolvers: Resolvers[] = [sessionResolvers];
