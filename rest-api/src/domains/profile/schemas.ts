import { LANGUAGES } from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import { Data, Nullable, StringEnum } from '../../lib/schemas.js';
import { CapabilityId } from '../roles/schemas.js';
import { ImageUrl, Location, PersonName, Telephone, User, Username } from '../users/schemas.js';

// One's own account as staff see it in users (without confirmed), with phone and the scope its roles give.
const { id, username, name, email, telephone, image, location, createdAt, roles, language } = User.properties;

export const Profile = Type.Object({
  id,
  username,
  name,
  email,
  telephone,
  phone: Nullable(Type.String({ description: 'The same as telephone (the settings screen reads phone)' })),
  image,
  location,
  createdAt,
  roles,
  language,
  scope: StringEnum(['root', 'admin', 'member'], {
    description: 'What the roles make the user now: root, staff (admin) or a customer (member)',
  }),
});

export const UpdateProfileBody = Type.Object({
  username: Type.Optional(Nullable(Username)),
  name: Type.Optional(PersonName),
  email: Type.Optional(
    Type.String({ maxLength: 254, description: 'Read-only: must equal the current e-mail' }),
  ),
  telephone: Type.Optional(Nullable(Telephone)),
  phone: Type.Optional(Nullable(Telephone)),
  image: Type.Optional(Nullable(ImageUrl)),
  location: Type.Optional(Nullable(Location)),
  language: Type.Optional(
    StringEnum(LANGUAGES, {
      description: 'My language for e-mails and messages: en (English) or id (Bahasa Indonesia)',
    }),
  ),
});

export const UpdatePasswordBody = Type.Object({
  currentPassword: Type.String({ maxLength: 128 }),
  newPassword: Type.String({ maxLength: 128 }),
  confirmNewPassword: Type.String({ maxLength: 128 }),
});

export type ProfileRecord = Static<typeof Profile>;
export const ProfileAnswer = Data(Profile);

/** What the signed-in user may do: the back office shows only the screens whose calls these allow. */
export const MyAccess = Type.Object({
  isRoot: Type.Boolean({ description: 'Root passes every permission check' }),
  landingPage: Type.String({ description: 'Where the user lands after signing in (from their roles)' }),
  permissions: Type.Array(Type.Object({ method: Type.String(), endpoint: Type.String() }), {
    description: "The permissions of the user's roles (every permission for root), by endpoint then method",
  }),
  capabilities: Type.Array(CapabilityId, {
    description:
      'What the user may do in the back office: the capabilities these permissions give (all for root)',
  }),
});
export type MyAccessRecord = Static<typeof MyAccess>;
export const MyAccessAnswer = Data(MyAccess);
export const PasswordAnswer = Data(Type.Boolean());
