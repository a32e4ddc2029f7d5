// The accounts domain's resolvers: the session (sign-in, sign-out, refresh, me), my profile and the way in
// (sign-up, e-mail confirmation), image upload, and the back office's users, roles and permissions.
import type { Resolvers } from '../generated/graphql.js';
import { adminResolvers } from './admin-resolvers.js';
import { profileResolvers } from './profile-resolvers.js';
import { sessionResolvers } from './session-resolvers.js';
import { uploadResolvers } from './upload.js';

export const accountResolvers: Resolvers[] = [
  sessionResolvers,
  profileResolvers,
  uploadResolvers,
  adminResolvers,
];
