import { Type, type Static } from 'typebox';
import { Data, Nullable, StringEnum, Uuid } from '../../lib/schemas.js';
import { Address } from '../addresses/schemas.js';

export const Email = Type.String({ maxLength: 254, description: 'E-mail address' });
export const Password = Type.String({ maxLength: 128 });

export const ScopeSchema = StringEnum(['root', 'admin', 'member']);

export const LoginBody = Type.Object({ email: Email, password: Password });
export const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 200 }) });
export const SignupBody = Type.Object({
  email: Email,
  password: Password,
  repeatPassword: Type.Optional(Type.String({ maxLength: 128 })),
});
export const ConfirmationQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const SessionUser = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  scope: ScopeSchema,
  defaultAddress: Nullable(Address),
});

const Tokens = {
  accessToken: Type.String({ description: 'JWT for Authorization: Bearer, valid ACCESS_TOKEN_TTL seconds' }),
  refreshToken: Type.String({ description: 'Opaque, single use: POST /v1/auth/refresh rotates it' }),
  expires: Type.Integer({ description: "Epoch milliseconds of the access token's expiry" }),
};

export const LoginAnswer = Data(Type.Object({ ...Tokens, scope: ScopeSchema, user: SessionUser }));
export const RefreshAnswer = Data(Type.Object(Tokens));
export const SignupAnswer = Data(Type.Object({ id: Uuid, email: Type.String(), confirmed: Type.Boolean() }));
export type LoginResult = Static<typeof LoginAnswer>['data'];
export type SignupResult = Static<typeof SignupAnswer>['data'];
export const BooleanAnswer = Data(Type.Boolean());

export const EmailBody = Type.Object({ email: Email });
export const PasswordResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, description: 'The token of the e-mailed link' }),
  password: Password,
});
