// SQL for accounts: read with their roles, create, update, delete.
import type { Language } from '@lemari/shop/rules';
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../db/index.js';
import { conflict } from '../../lib/errors.js';
import type { ListSort, PageWindow } from '../../lib/schemas.js';
import {
  assignments,
  insertedId,
  isoTime,
  replaceLinks,
  searchCondition,
  selectPage,
  sortOrder,
} from '../../lib/sql.js';
import { existingIds } from '../roles/repository.js';
import type { User } from './schemas.js';
import { ROLE_IDS } from '../roles/system-roles.js';
import { defineMessage } from '../../i18n/index.js';

export type UserRecord = Static<typeof User>;

const USER_COLUMNS = `
  u.id, u.username, u.name, u.email, u.telephone, u.image, u.location,
  u.confirmed_at IS NOT NULL AS confirmed, ${isoTime('u.created_at')} AS "createdAt", u.lang AS language,
  COALESCE((
    SELECT json_agg(json_build_object('idRole', r.id, 'roleName', r.role_name) ORDER BY r.role_name)
    FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id
  ), '[]'::json) AS roles`;

// Optional text columns (username, telephone, image, location): an empty string (an emptied form field) is stored
// as null.
const blankToNull = <T extends string | null | undefined>(value: T) => (value === '' ? null : value);

export function getUser(db: Queryable, id: string): Promise<UserRecord | undefined> {
  return db.maybeOne<UserRecord>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
}

export function listUsers(
  db: Queryable,
  filter: { q?: string | undefined; ids?: string[] | undefined; sort?: ListSort | undefined },
  window: PageWindow,
) {
  const params: unknown[] = [];
  const where = [searchCondition(['u.username', 'u.name', 'u.email'], filter.q, params)];
  if (filter.ids) {
    params.push(filter.ids);
    where.push(`u.id = ANY($${params.length}::uuid[])`);
  }
  return selectPage<UserRecord>(
    db,
    {
      columns: USER_COLUMNS,
      from: 'users u',
      where,
      params,
      orderBy: sortOrder(filter.sort, {
        created: 'u.created_at',
        names: ['u.name', 'u.username'],
        id: 'u.id',
      }),
      atMost: filter.ids?.length,
    },
    window,
  );
}

export interface NewUser {
  email: string;
  passwordHash: string;
  username?: string | null | undefined;
  name?: string | undefined;
  telephone?: string | null | undefined;
  image?: string | null | undefined;
  confirmed: boolean;
  /** The language the account's e-mails speak (the sign-up request's); null: each request's. */
  language?: Language | null | undefined;
}

function uniqueConflict(error: unknown): never {
  if (isPgError(error, PG_UNIQUE_VIOLATION)) {
    if (error.constraint === 'users_username_key')
      throw conflict(
        defineMessage({
          id: 'users.username-already-taken',
          defaultMessage: 'This username is already taken',
        }),
      );
    throw conflict(
      defineMessage({
        id: 'users.e-mail-already-registered',
        defaultMessage: 'This e-mail is already registered',
      }),
    );
  }
  throw error;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  try {
    return await insertedId(
      db,
      `INSERT INTO users (email, password_hash, username, name, telephone, image, confirmed_at, lang)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END, $8) RETURNING id`,
      [
        user.email,
        user.passwordHash,
        blankToNull(user.username) ?? null,
        user.name ?? '',
        blankToNull(user.telephone) ?? null,
        blankToNull(user.image) ?? null,
        user.confirmed,
        user.language ?? null,
      ],
    );
  } catch (error) {
    uniqueConflict(error);
  }
}

export interface UserPatch {
  email?: string | undefined;
  passwordHash?: string | undefined;
  username?: string | null | undefined;
  name?: string | undefined;
  telephone?: string | null | undefined;
  image?: string | null | undefined;
  location?: string | null | undefined;
  language?: Language | undefined;
}

const PATCH_COLUMNS: Record<keyof UserPatch, string> = {
  email: 'email',
  passwordHash: 'password_hash',
  username: 'username',
  name: 'name',
  telephone: 'telephone',
  image: 'image',
  location: 'location',
  language: 'lang',
};

/** Sets the given fields; answers false when no such user. */
export async function updateUser(db: Queryable, id: string, patch: UserPatch): Promise<boolean> {
  const { sets, params } = assignments(
    {
      ...patch,
      username: blankToNull(patch.username),
      telephone: blankToNull(patch.telephone),
      image: blankToNull(patch.image),
      location: blankToNull(patch.location),
    },
    PATCH_COLUMNS,
  );
  try {
    return (await db.execute(`UPDATE users SET ${sets} WHERE id = $1`, [id, ...params])) > 0;
  } catch (error) {
    uniqueConflict(error);
  }
}

/** Replaces a user's roles; unknown role ids are a 400, the nil id is ignored. */
export async function setUserRoles(db: Queryable, userId: string, roleIds: string[]): Promise<void> {
  const ids = await existingIds(db, 'roles', roleIds, 'roles');
  await replaceLinks(db, 'user_roles', { column: 'user_id', id: userId }, { column: 'role_id', ids });
}

const ROOT_ASSIGNMENTS_LOCK = 7_246_002;

/**
 * Serialises transactions that may take the root role away (role changes, deletions), so that two of them
 * cannot each see another root remaining and together leave none.
 */
export async function lockRootAssignments(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [ROOT_ASSIGNMENTS_LOCK]);
}

/** Fails the transaction when no user with the root role would remain. */
export async function assertRootRemains(db: Queryable): Promise<void> {
  const row = await db.maybeOne<{ count: number }>(
    'SELECT count(*) AS count FROM user_roles WHERE role_id = $1',
    [ROLE_IDS.root],
  );
  if (!row || row.count === 0)
    throw conflict(
      defineMessage({
        id: 'users.at-least-one-user-must',
        defaultMessage: 'At least one user must keep the root role',
      }),
    );
}

export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  return (await db.execute('DELETE FROM users WHERE id = $1', [id])) > 0;
}

export interface Credentials {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  confirmed: boolean;
  /** The account's own language; null: none chosen (each request's). */
  language: Language | null;
}

export function findCredentials(db: Queryable, by: { email: string } | { id: string }) {
  const [column, value] = 'email' in by ? ['lower(email)', by.email.toLowerCase()] : ['id', by.id];
  return db.maybeOne<Credentials>(
    `SELECT id, name, email, password_hash AS "passwordHash", confirmed_at IS NOT NULL AS confirmed,
       lang AS language
     FROM users WHERE ${column} = $1`,
    [value],
  );
}

/**
 * The names of those roles that hold a permission the user does not hold through their own roles: what a
 * non-root user may not hand out, or they could raise their own rights through another account.
 */
export async function rolesBeyondRightsOf(
  db: Queryable,
  userId: string,
  roleIds: string[],
): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db.query<{ roleName: string }>(
    `SELECT r.role_name AS "roleName" FROM roles r
     WHERE r.id = ANY($1::uuid[])
       AND EXISTS (
         SELECT 1 FROM role_permissions rp
         WHERE rp.role_id = r.id
           AND NOT EXISTS (
             SELECT 1 FROM user_roles ur JOIN role_permissions mine ON mine.role_id = ur.role_id
             WHERE ur.user_id = $2 AND mine.permission_id = rp.permission_id
           )
       )
     ORDER BY r.role_name`,
    [roleIds, userId],
  );
  return rows.map((row) => row.roleName);
}

/** How to reach an account: its e-mail, name and telephone (checkout names the order after it). */
export function contactOf(db: Queryable, id: string) {
  return db.maybeOne<{ email: string; name: string; telephone: string | null }>(
    'SELECT email, name, telephone FROM users WHERE id = $1',
    [id],
  );
}

/** The names of these users (their e-mail when they gave none), by id; deleted users are left out. */
export async function userNames(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT id, COALESCE(NULLIF(name, ''), email) AS name FROM users WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
