import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Context } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** A point in time, as an ISO-8601 string in UTC (2026-11-21T10:00:00.000Z). */
  DateTime: { input: string; output: string };
  /** A whole amount of Indonesian rupiah. */
  Rupiah: { input: number; output: number };
};

/** A delivery address of a member. code and districtID are the city id (RajaOngkir numbering). */
export type Address = {
  __typename?: 'Address';
  /** Street address. */
  address: Scalars['String']['output'];
  /** The city id (as the original client names it). */
  code: Scalars['String']['output'];
  /** The city id. */
  districtID: Scalars['String']['output'];
  /** The city name, e.g. Kota Yogyakarta. */
  districtName: Scalars['String']['output'];
  /** The address's id. */
  id: Scalars['ID']['output'];
  /** Whether this is the member's default address. */
  isDefault: Scalars['Boolean']['output'];
  /** Recipient's name. */
  name: Scalars['String']['output'];
  /** Notes for the courier. */
  note: Scalars['String']['output'];
  /** Recipient's phone. */
  phone: Scalars['String']['output'];
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** The province id. */
  provinceID: Scalars['String']['output'];
  /** The province name. */
  provinceName: Scalars['String']['output'];
  /** Subdistrict id; empty when not chosen. */
  subdistrictID: Scalars['String']['output'];
  /** Subdistrict name; empty when not chosen. */
  subdistrictName: Scalars['String']['output'];
  /** A label such as Rumah or Kantor. */
  title: Scalars['String']['output'];
};

/** The current session. */
export type Me = {
  __typename?: 'Me';
  /** The user's profile. */
  profile: Profile;
  /** The session's scope. */
  scope: Scope;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Does nothing; answers true. Domain files add the real mutations. */
  ping: Scalars['Boolean']['output'];
  /** Rotates a refresh token (header-mode clients). A spent token answers UNAUTHENTICATED with sessionExpired. */
  refreshSession: SessionTokens;
  /**
   * Signs in with e-mail and password. With delivery COOKIE (the default) the session goes into httpOnly cookies;
   * with TOKENS the answer carries them. Wrong credentials answer UNAUTHENTICATED with a message for people.
   */
  signIn: SignInResult;
  /** Ends the session upstream and clears the cookies. Answers true, also when there was no session. */
  signOut: Scalars['Boolean']['output'];
};

export type MutationRefreshSessionArgs = {
  refreshToken: Scalars['String']['input'];
};

export type MutationSignInArgs = {
  delivery?: InputMaybe<SessionDelivery>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Which page of a list to answer. skip wins over page, as the spec's clients send both. */
export type PageInput = {
  /** Page size; each list names its default; at most 100. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Page number, from 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows to skip. */
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** How a list was cut into pages. */
export type Paging = {
  __typename?: 'Paging';
  /** Rows matching the query, over all pages. */
  count: Scalars['Int']['output'];
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** The page answered, from 1. */
  page: Scalars['Int']['output'];
};

/** A user's own profile. */
export type Profile = {
  __typename?: 'Profile';
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Sign-in e-mail (read-only). */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Profile picture URL, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** Free-text location, or null. */
  location?: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** The same as telephone (the settings screen reads phone). */
  phone?: Maybe<Scalars['String']['output']>;
  /** The roles the user holds. */
  roles: Array<RoleRef>;
  /** Phone number, or null. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** Unique username, or null. */
  username?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** The API's version, for clients that check compatibility. */
  apiVersion: Scalars['String']['output'];
  /** The current session's scope and profile, or null for a visitor. */
  me?: Maybe<Me>;
};

/** A role as a user's list shows it. */
export type RoleRef = {
  __typename?: 'RoleRef';
  /** The role's id. */
  idRole: Scalars['ID']['output'];
  /** The role's name. */
  roleName: Scalars['String']['output'];
};

/** Who may do what: root passes everything, admin runs the back office, member is a customer. */
export type Scope = 'admin' | 'member' | 'root';

/** How signIn hands over the session. */
export type SessionDelivery =
  /** In httpOnly cookies the gateway reads and refreshes itself; page scripts never see a token (browsers). */
  | 'COOKIE'
  /** In the answer, for clients that send Authorization: Bearer and call refreshSession themselves (apps). */
  | 'TOKENS';

/** Tokens for header-mode clients (SessionDelivery.TOKENS and refreshSession); browsers never receive them. */
export type SessionTokens = {
  __typename?: 'SessionTokens';
  /** JWT for Authorization: Bearer. */
  accessToken: Scalars['String']['output'];
  /** When the access token expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** Single-use refresh token: refreshSession rotates it. */
  refreshToken: Scalars['String']['output'];
};

/** The signed-in user as the session knows it. */
export type SessionUser = {
  __typename?: 'SessionUser';
  /** Where orders go by default, or null when the user has no address yet. */
  defaultAddress?: Maybe<Address>;
  /** Sign-in e-mail. */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Display name; may be empty. */
  name: Scalars['String']['output'];
  /** The user's scope. */
  scope: Scope;
};

/** What signIn answers. */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** When the access token expires (the gateway refreshes it itself in cookie mode). */
  expiresAt: Scalars['DateTime']['output'];
  /** The session's scope: where the client goes next (admin and root to the back office). */
  scope: Scope;
  /** The tokens, only with delivery TOKENS. */
  tokens?: Maybe<SessionTokens>;
  /** The signed-in user. */
  user: SessionUser;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (parent: TParent, context: TContext, info: GraphQLResolveInfo) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Me: ResolverTypeWrapper<Me>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInput: PageInput;
  Paging: ResolverTypeWrapper<Paging>;
  Profile: ResolverTypeWrapper<Profile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RoleRef: ResolverTypeWrapper<RoleRef>;
  Rupiah: ResolverTypeWrapper<Scalars['Rupiah']['output']>;
  Scope: Scope;
  SessionDelivery: SessionDelivery;
  SessionTokens: ResolverTypeWrapper<SessionTokens>;
  SessionUser: ResolverTypeWrapper<SessionUser>;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Me: Me;
  Mutation: Record<PropertyKey, never>;
  PageInput: PageInput;
  Paging: Paging;
  Profile: Profile;
  Query: Record<PropertyKey, never>;
  RoleRef: RoleRef;
  Rupiah: Scalars['Rupiah']['output'];
  SessionTokens: SessionTokens;
  SessionUser: SessionUser;
  SignInResult: SignInResult;
  String: Scalars['String']['output'];
};

export type AddressResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  districtID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  districtName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinceID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subdistrictID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subdistrictName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me'],
> = {
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['Scope'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refreshSession?: Resolver<
    ResolversTypes['SessionTokens'],
    ParentType,
    ContextType,
    RequireFields<MutationRefreshSessionArgs, 'refreshToken'>
  >;
  signIn?: Resolver<
    ResolversTypes['SignInResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSignInArgs, 'delivery' | 'email' | 'password'>
  >;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PagingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Paging'] = ResolversParentTypes['Paging'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['RoleRef']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  apiVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
};

export type RoleRefResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['RoleRef'] = ResolversParentTypes['RoleRef'],
> = {
  idRole?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface RupiahScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Rupiah'], any> {
  name: 'Rupiah';
}

export type SessionTokensResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SessionTokens'] = ResolversParentTypes['SessionTokens'],
> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionUserResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser'],
> = {
  defaultAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['Scope'], ParentType, ContextType>;
};

export type SignInResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult'],
> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['Scope'], ParentType, ContextType>;
  tokens?: Resolver<Maybe<ResolversTypes['SessionTokens']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Address?: AddressResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Paging?: PagingResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RoleRef?: RoleRefResolvers<ContextType>;
  Rupiah?: GraphQLScalarType;
  SessionTokens?: SessionTokensResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
};
