// Idempotent seed: system roles, default permissions and the three demo accounts. Safe on every start.
import type { FastifyBaseLogger } from 'fastify';
import { CAPABILITIES } from '@lemari/shop/capabilities';
import { ROLE_IDS, SYSTEM_ROLES } from '../domains/roles/system-roles.js';
import { SEEDED_WIDGET_GROUPS } from '../domains/widgets/storefront-groups.js';
import { hashPassword } from '../lib/passwords.js';
import { DEFAULT_PERMISSIONS, type DefaultPermission } from './permissions.js';
import type { Db, Queryable } from '../db/index.js';

export const SEEDED_ACCOUNTS = [
  {
    email: 'root@lemari.test',
    password: 'Root-pass-1',
    username: 'root',
    name: 'Root Lemari',
    role: ROLE_IDS.root,
  },
  {
    email: 'admin@lemari.test',
    password: 'Admin-pass-1',
    username: 'admin',
    name: 'Admin Lemari',
    role: ROLE_IDS.admin,
  },
  {
    email: 'member@lemari.test',
    password: 'Member-pass-1',
    username: 'member',
    name: 'Member Lemari',
    role: ROLE_IDS.member,
  },
] as const;

const STOREFRONT_SLOTS = [
  {
    key: 'category:new-arrival',
    sql: 'INSERT INTO categories (category_name, slug) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    params: ['New Arrival', 'new-arrival'],
  },
  // Seeded texts are stored in English and answered in the reader's language (i18n/seeded.ts).
  ...Object.entries(SEEDED_WIDGET_GROUPS).map(([slug, { name, description }]) => ({
    key: `widget-group:${slug}`,
    sql: 'INSERT INTO widget_groups (slug, name, description) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    params: [slug, name.defaultMessage, description.defaultMessage],
  })),
];

/**
 * A later version's new call in a capability (issue 32's policy pages joined Settings: view, edit) would take the
 * capability from every role made before it, which holds the capability's other calls but not the new one: such
 * roles are given the new permission too, so a role keeps what it could do. Only a capability's calls that exist
 * as permissions count, as capabilitiesOf() counts them.
 */
async function keepCapabilities(tx: Queryable, permission: DefaultPermission, permissionId: string) {
  const key = `${permission.method} ${permission.endpoint}`;
  for (const capability of CAPABILITIES) {
    if (!capability.calls.some((call) => `${call.method} ${call.endpoint}` === key)) continue;
    const others = capability.calls.filter((call) => `${call.method} ${call.endpoint}` !== key);
    await tx.execute(
      `WITH needed AS (
         SELECT p.id FROM permissions p
         JOIN jsonb_to_recordset($2::jsonb) AS c(method text, endpoint text)
           ON c.method = p.method AND c.endpoint = p.endpoint
       )
       INSERT INTO role_permissions (role_id, permission_id)
       SELECT r.id, $1 FROM roles r
       WHERE NOT r.is_system AND EXISTS (SELECT 1 FROM needed)
         AND NOT EXISTS (
           SELECT 1 FROM needed n
           WHERE NOT EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.role_id = r.id AND rp.permission_id = n.id)
         )
       ON CONFLICT DO NOTHING`,
      [permissionId, JSON.stringify(others)],
    );
  }
}

export async function seed(db: Db, log?: FastifyBaseLogger): Promise<void> {
  // Hash outside the transaction: PGlite has one connection, and hashing takes a while.
  const existing = new Set(
    (
      await db.query<{ email: string }>(
        'SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1)',
        [SEEDED_ACCOUNTS.map((account) => account.email)],
      )
    ).map((row) => row.email),
  );
  const missing = await Promise.all(
    SEEDED_ACCOUNTS.filter((account) => !existing.has(account.email)).map(async (account) => ({
      ...account,
      hash: await hashPassword(account.password),
    })),
  );

  await db.transaction(async (tx) => {
    for (const role of SYSTEM_ROLES) {
      await tx.execute(
        `INSERT INTO roles (id, role_name, description, landing_page, is_system) VALUES ($1, $2, $3, $4, true)
         ON CONFLICT (id) DO NOTHING`,
        [role.id, role.roleName, role.description.defaultMessage, role.landingPage],
      );
    }
    let added = 0;
    for (const permission of DEFAULT_PERMISSIONS) {
      // Each default is offered once: after that, deleting it or unlinking it from a role is the operator's call.
      const first = await tx.maybeOne(
        'INSERT INTO seed_marks (key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING key',
        [`permission:${permission.method} ${permission.endpoint}`],
      );
      if (!first) continue;
      const inserted = await tx.maybeOne<{ id: string }>(
        `INSERT INTO permissions (method, endpoint, description) VALUES ($1, $2, $3)
         ON CONFLICT (method, endpoint) DO NOTHING RETURNING id`,
        [permission.method, permission.endpoint, permission.description.defaultMessage],
      );
      if (!inserted) continue;
      added += 1;
      for (const scope of permission.roles) {
        await tx.execute('INSERT INTO role_permissions (role_id, permission_id) VALUES ($1, $2)', [
          ROLE_IDS[scope],
          inserted.id,
        ]);
      }
      await keepCapabilities(tx, permission, inserted.id);
    }
    // What the storefront reads by slug: the new-arrivals category and the highlight, banner and hero widget
    // groups. Each is offered once, like the permissions, so an operator's deletion sticks.
    for (const { key, sql, params } of STOREFRONT_SLOTS) {
      const first = await tx.maybeOne(
        'INSERT INTO seed_marks (key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING key',
        [key],
      );
      if (first) await tx.execute(sql, params);
    }
    for (const account of missing) {
      const user = await tx.maybeOne<{ id: string }>(
        `INSERT INTO users (email, username, name, password_hash, confirmed_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT DO NOTHING RETURNING id`,
        [account.email, account.username, account.name, account.hash],
      );
      if (user) {
        await tx.execute('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [
          user.id,
          account.role,
        ]);
      }
    }
    if (added > 0 || missing.length > 0) {
      log?.info({ permissions: added, accounts: missing.map((account) => account.email) }, 'seeded');
    }
  });
}
