import { Type } from 'typebox';
import { PhoneOrEmpty } from '../../lib/phone.js';
import { Data, LanguageCode, List, Nullable, SortedSearchQuery, Uuid } from '../../lib/schemas.js';

// Optional text fields accept "" (what an emptied form field sends) and store it as null.
export const Username = Type.String({
  pattern: '^([A-Za-z0-9._-]{3,50})?$',
  description: '3 to 50 letters, digits, dots, dashes or underscores; empty clears it',
});
/** A telephone: the shop's phone rule (src/lib/phone.ts), or empty to clear it. */
export const Telephone = PhoneOrEmpty;
export const ImageUrl = Type.String({
  maxLength: 1000,
  pattern: '^$|^(https?://|/)',
  description: 'Image URL (http, https or a path); empty clears it',
});
export const PersonName = Type.String({ maxLength: 100 });
export const Location = Type.String({ maxLength: 200 });

export const RoleRef = Type.Object({ idRole: Uuid, roleName: Type.String() });

export const User = Type.Object({
  id: Uuid,
  username: Nullable(Type.String()),
  name: Type.String(),
  email: Type.String(),
  telephone: Nullable(Type.String()),
  image: Nullable(Type.String()),
  location: Nullable(Type.String()),
  confirmed: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  roles: Type.Array(RoleRef),
  language: Type.Union([LanguageCode, Type.Null()], {
    description: "The account's language for e-mails and messages (en or id); null when none was chosen",
  }),
});

const EditableFields = {
  username: Type.Optional(Nullable(Username)),
  name: Type.Optional(PersonName),
  telephone: Type.Optional(Nullable(Telephone)),
  phone: Type.Optional(Nullable(Telephone)),
  image: Type.Optional(Nullable(ImageUrl)),
  roles: Type.Optional(
    Type.Array(Uuid, { maxItems: 20, description: 'Role ids; the nil id is ignored; default member' }),
  ),
};

export const CreateUserBody = Type.Object({
  ...EditableFields,
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ maxLength: 128 }),
});

export const UpdateUserBody = Type.Object({
  ...EditableFields,
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 128, description: 'Empty or absent keeps the password' })),
});

export const UserListQuery = Type.Object({
  ...SortedSearchQuery.properties,
  ids: Type.Optional(
    Type.String({ maxLength: 4000, description: 'Comma-separated ids (at most 100): batch read' }),
  ),
});

export const UserAnswer = Data(User);
export const UserList = List(User);

/** telephone as sent, else phone (the settings screen's name for it); null clears, undefined keeps. */
export function telephoneOf(body: {
  telephone?: string | null;
  phone?: string | null;
}): string | null | undefined {
  return body.telephone !== undefined ? body.telephone : body.phone;
}
