import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { SEEDED_ACCOUNTS, seed } from '../src/seed/seed.js';
import { ROLE_IDS } from '../src/domains/roles/system-roles.js';
import { DEFAULT_PERMISSIONS } from '../src/seed/permissions.js';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder of migrations (no trailing slash, a space in its name), removed after the test. */
function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lemari migrations-'));
  tempDirs.push(dir);
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return dir;
}

const suffix = () => randomBytes(4).toString('hex');

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const row = await t.db.maybeOne<{ count: number }>(
    `SELECT count(*) AS count FROM (${sql}) AS counted`,
    params,
  );
  return row?.count ?? 0;
}

async function tableExists(db: Db, name: string): Promise<boolean> {
  const row = await db.maybeOne<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [name]);
  return row?.found ?? false;
}

describe('migrate', () => {
  it('applies nothing the second time', async () => {
    const versions = await count('SELECT version FROM schema_migrations');
    expect(versions).toBeGreaterThan(0);
    expect(await migrate(t.db)).toEqual([]);
    expect(await migrate(t.db)).toEqual([]);
    expect(await count('SELECT version FROM schema_migrations')).toBe(versions);
    const applied = await t.db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(applied.map((row) => row.version)).toContain('0001_accounts.sql');
  });

  it('applies a new migration once, in order, including dollar-quoted bodies', async () => {
    const table = `probe_${suffix()}`;
    const dir = migrationsDir({
      '9001_table.sql': `-- a probe table\nCREATE TABLE ${table} (id integer PRIMARY KEY, note text);\n`,
      '9002_function.sql': [
        `CREATE FUNCTION ${table}_note(n integer) RETURNS text AS $$`,
        'BEGIN',
        "  RETURN 'note ' || n;",
        'END;',
        '$$ LANGUAGE plpgsql;',
        `INSERT INTO ${table} VALUES (1, ${table}_note(1));`,
      ].join('\n'),
      'README.md': 'not a migration',
    });
    expect(await migrate(t.db, dir)).toEqual(['9001_table.sql', '9002_function.sql']);
    expect(await migrate(t.db, dir)).toEqual([]);
    expect(await t.db.query(`SELECT id, note FROM ${table}`)).toEqual([{ id: 1, note: 'note 1' }]);
  });

  it('rolls a failing migration back entirely and records nothing', async () => {
    const table = `broken_${suffix()}`;
    const dir = migrationsDir({
      '9101_ok.sql': `CREATE TABLE ${table}_ok (id integer);\n`,
      '9102_broken.sql': `CREATE TABLE ${table} (id integer);\nSELECT no_such_function();\n`,
    });
    await expect(migrate(t.db, dir)).rejects.toThrow(/no_such_function/);
    expect(await tableExists(t.db, `${table}_ok`)).toBe(false);
    expect(await tableExists(t.db, table)).toBe(false);
    expect(await count("SELECT 1 FROM schema_migrations WHERE version LIKE '91%'")).toBe(0);
  });

  it('applies a migration exactly once when several processes migrate at the same time', async () => {
    const table = `race_${suffix()}`;
    const dir = migrationsDir({ '9201_race.sql': `CREATE TABLE ${table} (id integer);\n` });
    const results = await Promise.all([migrate(t.db, dir), migrate(t.db, dir), migrate(t.db, dir)]);
    expect(results.flat()).toEqual(['9201_race.sql']);
    expect(await tableExists(t.db, table)).toBe(true);
  });

  it('runs a migration script as written: trailing comments, named dollar quotes, several statements a line', async () => {
    const dir = migrationsDir({
      '9301_script.sql': [
        'CREATE TABLE script_a (id int); -- a comment after a statement',
        'CREATE FUNCTION script_f() RETURNS int AS $body$',
        'BEGIN',
        '  RETURN 41 + 1; -- inside the body',
        'END;',
        '$body$ LANGUAGE plpgsql;',
        'INSERT INTO script_a VALUES (1); INSERT INTO script_a VALUES (script_f());',
      ].join('\n'),
    });
    expect(await migrate(t.db, dir)).toEqual(['9301_script.sql']);
    expect(await t.db.query('SELECT id FROM script_a ORDER BY id')).toEqual([{ id: 1 }, { id: 42 }]);
  });
});

describe('seed', () => {
  const snapshot = async () => ({
    accounts: await count('SELECT 1 FROM users WHERE lower(email) = ANY($1)', [
      SEEDED_ACCOUNTS.map((a) => a.email),
    ]),
    systemRoles: await count('SELECT 1 FROM roles WHERE is_system'),
    roles: await count('SELECT 1 FROM roles'),
    permissions: await count('SELECT 1 FROM permissions'),
    links: await count('SELECT 1 FROM role_permissions'),
    userRoles: await count('SELECT 1 FROM user_roles'),
    users: await count('SELECT 1 FROM users'),
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    expect(before).toMatchObject({ accounts: 3, systemRoles: 3, permissions: DEFAULT_PERMISSIONS.length });
    await seed(t.db);
    await seed(t.db);
    expect(await snapshot()).toEqual(before);
    const roles = await t.db.query<{ id: string; role_name: string }>(
      'SELECT id, role_name FROM roles WHERE is_system ORDER BY role_name',
    );
    expect(roles).toEqual([
      { id: ROLE_IDS.admin, role_name: 'admin' },
      { id: ROLE_IDS.member, role_name: 'member' },
      { id: ROLE_IDS.root, role_name: 'root' },
    ]);
  });

  it('keeps a password an operator changed', async () => {
    const original = await t.db.maybeOne<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [ACCOUNTS.admin.email],
    );
    try {
      const session = await t.login(ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      const changed = await t.call('PUT', '/v1/profile/update-password', {
        token: session.accessToken,
        body: {
          currentPassword: ACCOUNTS.admin.password,
          newPassword: 'Changed-admin-1',
          confirmNewPassword: 'Changed-admin-1',
        },
      });
      expect(changed.status).toBe(200);
      await seed(t.db);
      expect((await t.call('POST', '/v1/auth/login', { body: ACCOUNTS.admin })).status).toBe(401);
      expect((await t.login(ACCOUNTS.admin.email, 'Changed-admin-1')).scope).toBe('admin');
    } finally {
      await t.db.execute('UPDATE users SET password_hash = $2 WHERE email = $1', [
        ACCOUNTS.admin.email,
        original!.password_hash,
      ]);
    }
  });

  it('does not give back a permission an operator took from a role', async () => {
    const cartRead = await t.db.maybeOne<{ id: string }>(
      "SELECT id FROM permissions WHERE method = 'GET' AND endpoint = '/v1/cart'",
    );
    const link = [ROLE_IDS.member, cartRead!.id];
    const memberToken = await t.tokenOf('member');
    expect((await t.call('GET', '/v1/cart', { token: memberToken })).status).toBe(200);
    try {
      expect(
        await t.db.execute('DELETE FROM role_permissions WHERE role_id = $1 AND permission_id = $2', link),
      ).toBe(1);
      await seed(t.db);
      expect(
        await count('SELECT 1 FROM role_permissions WHERE role_id = $1 AND permission_id = $2', link),
      ).toBe(0);
      expect((await t.call('GET', '/v1/cart', { token: memberToken })).status).toBe(403);
      // The admin keeps it.
      expect((await t.call('GET', '/v1/cart', { token: await t.tokenOf('admin') })).status).toBe(200);
    } finally {
      await t.db.execute(
        'INSERT INTO role_permissions (role_id, permission_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        link,
      );
    }
  });

  it('does not bring back a default permission an operator deleted', async () => {
    const where = "method = 'DELETE' AND endpoint = '/v1/user/:id'";
    const before = await t.db.maybeOne<{ id: string; description: string }>(
      `SELECT id, description FROM permissions WHERE ${where}`,
    );
    const links = await t.db.query<{ role_id: string }>(
      'SELECT role_id FROM role_permissions WHERE permission_id = $1',
      [before!.id],
    );
    await t.db.execute('DELETE FROM permissions WHERE id = $1', [before!.id]);
    try {
      await seed(t.db);
      expect(await count(`SELECT 1 FROM permissions WHERE ${where}`)).toBe(0);
    } finally {
      await t.db.execute(
        "INSERT INTO permissions (id, method, endpoint, description) VALUES ($1, 'DELETE', '/v1/user/:id', $2)",
        [before!.id, before!.description],
      );
      for (const { role_id: roleId } of links) {
        await t.db.execute('INSERT INTO role_permissions (role_id, permission_id) VALUES ($1, $2)', [
          roleId,
          before!.id,
        ]);
      }
    }
  });
});

describe('data on disk', () => {
  /** Opens the same database again and again: a PGlite folder, or this test's PostgreSQL database by URL. */
  async function reopenable(): Promise<() => Promise<Db>> {
    if (t.db.engine === 'pglite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'lemari-pglite-'));
      tempDirs.push(dir);
      return () => connect({ pgliteDir: path.join(dir, 'pglite') });
    }
    const row = await t.db.maybeOne<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    return () => connect({ url: url.toString() });
  }

  it('survives closing and reopening the database', async () => {
    const open = await reopenable();
    const note = `kept ${suffix()}`;

    const first = await open();
    try {
      // A new PGlite folder starts empty; this test's PostgreSQL database was migrated by the harness.
      const applied = await migrate(first);
      if (first.engine === 'pglite') expect(applied).toContain('0001_accounts.sql');
      else expect(applied).toEqual([]);
      expect(await migrate(first)).toEqual([]);
      await first.execute(
        "INSERT INTO roles (role_name, description, landing_page) VALUES ($1, 'survives a restart', '/')",
        [note],
      );
    } finally {
      await first.close();
    }

    const second = await open();
    try {
      expect(second.engine).toBe(t.db.engine);
      expect(await migrate(second)).toEqual([]);
      const kept = await second.query<{ description: string }>(
        'SELECT description FROM roles WHERE role_name = $1',
        [note],
      );
      expect(kept).toEqual([{ description: 'survives a restart' }]);
    } finally {
      await second.close();
    }
  });
});

describe('permission descriptions', () => {
  const description = async (method: string, endpoint: string) =>
    (
      await t.db.maybeOne<{ description: string }>(
        'SELECT description FROM permissions WHERE method = $1 AND endpoint = $2',
        [method, endpoint],
      )
    )?.description;

  it("say 'an' before a vowel: 'Create an address', 'Read an affiliate'", async () => {
    const wrong = DEFAULT_PERMISSIONS.map((p) => p.description.defaultMessage).filter((text) =>
      /\ba [aeio]|\ban u[sn]/iu.test(text),
    );
    expect(wrong).toEqual([]);
    expect(await description('POST', '/v1/address')).toBe('Create an address');
    expect(await description('POST', '/v1/afilliate')).toBe('Create an affiliate');
    expect(await description('POST', '/v1/user')).toBe('Create a user');
  });

  it("0009 corrects the texts earlier seeds stored, and keeps an operator's own", async () => {
    const sql = readFileSync(new URL('../migrations/0009_permission_articles.sql', import.meta.url), 'utf8');
    const set = (method: string, endpoint: string, text: string) =>
      t.db.query('UPDATE permissions SET description = $3 WHERE method = $1 AND endpoint = $2', [
        method,
        endpoint,
        text,
      ]);
    try {
      await set('DELETE', '/v1/afilliate/:id', 'Delete a affiliate');
      await set('GET', '/v1/address/:id', 'Read a address');
      await set('PUT', '/v1/address/:id', 'Update a address (staff only)');
      await t.db.exec(sql);
      expect(await description('DELETE', '/v1/afilliate/:id')).toBe('Delete an affiliate');
      expect(await description('GET', '/v1/address/:id')).toBe('Read an address');
      expect(await description('PUT', '/v1/address/:id')).toBe('Update a address (staff only)');
    } finally {
      await set('PUT', '/v1/address/:id', 'Update an address');
    }
  });
});
