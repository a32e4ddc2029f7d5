// Back-office accounts: GET/POST /v1/user and GET/PUT/DELETE /v1/user/:id, as staff call them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../src/domains/roles/system-roles.js';
import { NIL_UUID } from '../src/lib/schemas.js';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';

let t: TestApp;
let root: string;
let admin: string;
let member: string;
let rootId: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  [root, admin, member] = await Promise.all([t.tokenOf('root'), t.tokenOf('admin'), t.tokenOf('member')]);
  rootId = (await t.login(ACCOUNTS.root.email, ACCOUNTS.root.password)).user.id;
  adminId = (await t.login(ACCOUNTS.admin.email, ACCOUNTS.admin.password)).user.id;
});
afterAll(() => t.close());

const PASSWORD = 'Staff-pass-1';
const ROLE_NAMES = { root: 'root', admin: 'admin', member: 'member' } as const;
const roleRef = (role: keyof typeof ROLE_IDS) => ({ idRole: ROLE_IDS[role], roleName: ROLE_NAMES[role] });

let serial = 0;
/** A fresh, valid create body; `tag` goes into username, name and e-mail so a search can find the user. */
function newUser(tag: string, fields: Record<string, unknown> = {}) {
  serial += 1;
  return {
    username: `${tag}-${serial}`,
    name: `${tag} person ${serial}`,
    email: `${tag}.${serial}@example.com`,
    password: PASSWORD,
    ...fields,
  };
}

async function createUser(body: Record<string, unknown>, token = root) {
  const answer = await t.call('POST', '/v1/user', { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const list = (query: Record<string, string | number>, token = root) =>
  t.call('GET', '/v1/user', { token, query });
const update = (id: string, body: Record<string, unknown>, token = root) =>
  t.call('PUT', `/v1/user/${id}`, { token, body });
const countUsers = async (where = 'true', params: unknown[] = []) =>
  (await t.db.maybeOne<{ n: number }>(`SELECT count(*) AS n FROM users WHERE ${where}`, params))!.n;

describe('GET /v1/user', () => {
  // Twelve users sharing a marker, created one by one so that their order (newest first) is known.
  const PAGER = 'pager';
  const pagerNames: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 12; i += 1) pagerNames.unshift((await createUser(newUser(PAGER))).username);
  });

  it('answers {data, paging} with 10 rows by default, newest first', async () => {
    const all = await list({});
    expect(all.status).toBe(200);
    expect(Object.keys(all.body).sort()).toEqual(['data', 'paging']);
    expect(all.body.data).toHaveLength(10);
    expect(all.body.paging).toEqual({ count: await countUsers(), page: 1 });

    const first = await list({ q: PAGER });
    expect(first.body.paging).toEqual({ count: 12, page: 1 });
    expect(first.body.data.map((user: any) => user.username)).toEqual(pagerNames.slice(0, 10));
    const second = await list({ q: PAGER, page: 2 });
    expect(second.body.paging).toEqual({ count: 12, page: 2 });
    expect(second.body.data.map((user: any) => user.username)).toEqual(pagerNames.slice(10));
  });

  it('orders by sort: oldest first, or by name A to Z; an unknown sort is refused', async () => {
    const usernames = (answer: { body: { data: { username: string }[] } }) =>
      answer.body.data.map((user) => user.username);
    expect(usernames(await list({ q: PAGER, sort: 'oldest', limit: 12 }))).toEqual([...pagerNames].reverse());
    const byName = await list({ q: PAGER, sort: 'name', limit: 12 });
    const names = byName.body.data.map((user: { name: string }) => user.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(usernames(await list({ q: PAGER, sort: 'newest', limit: 12 }))).toEqual(pagerNames);
    for (const name of ['Sortq Charlie', 'sortq alpha', 'Sortq Bravo'])
      await createUser(newUser('sortq', { name }));
    const three = await list({ q: 'sortq', sort: 'name' });
    expect(three.body.data.map((user: { name: string }) => user.name)).toEqual([
      'sortq alpha',
      'Sortq Bravo',
      'Sortq Charlie',
    ]);
    expectError(await list({ sort: 'email' }), 400, 'sort must be one of: newest, oldest, name');
  });

  it('shows each user with roles and never a password', async () => {
    const { body } = await list({ q: 'admin@lemari' });
    expect(body.data).toEqual([
      {
        id: adminId,
        username: 'admin',
        name: 'Admin Lemari',
        email: 'admin@lemari.test',
        telephone: null,
        image: null,
        location: null,
        confirmed: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        roles: [roleRef('admin')],
        language: null,
      },
    ]);
  });

  it('lets skip win over page and answers the page the window falls in', async () => {
    const skipped = await list({ q: PAGER, skip: 3, page: 5, limit: 4 });
    expect(skipped.body.data.map((user: any) => user.username)).toEqual(pagerNames.slice(3, 7));
    expect(skipped.body.paging).toEqual({ count: 12, page: 1 });

    const late = await list({ q: PAGER, skip: 10, limit: 5 });
    expect(late.body.data.map((user: any) => user.username)).toEqual(pagerNames.slice(10));
    expect(late.body.paging).toEqual({ count: 12, page: 3 });

    const beyond = await list({ q: PAGER, page: 4, limit: 5 });
    expect(beyond.body).toEqual({ data: [], paging: { count: 12, page: 4 } });
  });

  it('takes a limit of 1 to 100 and refuses bad paging values', async () => {
    const hundred = await list({ limit: 100 });
    expect(hundred.status).toBe(200);
    expect(hundred.body.data).toHaveLength(await countUsers());
    expectError(await list({ limit: 101 }), 400, 'limit must be at most 100');
    expectError(await list({ limit: 0 }), 400, 'limit must be at least 1');
    expectError(await list({ page: 0 }), 400, 'page must be at least 1');
    expectError(await list({ skip: -1 }), 400, 'skip must be at least 0');
    expectError(await list({ limit: 'ten' }), 400, 'limit must be a whole number');
  });

  it('searches username, name and e-mail without regard to case', async () => {
    const user = await createUser({
      username: 'qs-alpha',
      name: 'Zebulon Quartz',
      email: 'hidden.mailbox@example.org',
      password: PASSWORD,
    });
    for (const q of ['QS-ALP', 'zebulon', 'Hidden.Mailbox@', '  quartz  ']) {
      const { body } = await list({ q });
      expect(
        body.data.map((row: any) => row.id),
        q,
      ).toEqual([user.id]);
      expect(body.paging.count).toBe(1);
    }
    expect((await list({ q: 'no-such-person-xyz' })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
  });

  it('matches % and _ literally', async () => {
    const percent = await createUser(newUser('wild', { name: 'Diskon 50% Persen' }));
    await createUser(newUser('wild', { name: 'Diskon 50X Persen' }));
    const underscore = await createUser(newUser('wild', { username: 'snake_case1' }));
    await createUser(newUser('wild', { username: 'snakeXcase1' }));

    const ids = async (q: string) => (await list({ q })).body.data.map((row: any) => row.id);
    expect(await ids('%')).toEqual([percent.id]);
    expect(await ids('50%')).toEqual([percent.id]);
    expect(await ids('e_c')).toEqual([underscore.id]);
    expect(await ids('_')).toEqual([underscore.id]);
  });

  describe('ids=', () => {
    let batch: string[];
    beforeAll(async () => {
      batch = (await list({ q: PAGER, limit: 3 })).body.data.map((user: any) => user.id);
    });

    it('reads exactly the listed users, ignoring paging, duplicates and unknown ids', async () => {
      const ids = [...batch, batch[0]!, randomUUID(), adminId].join(' , ');
      const { status, body } = await list({ ids, limit: 1, page: 3 });
      expect(status).toBe(200);
      expect(body.data.map((user: any) => user.id).sort()).toEqual([...batch, adminId].sort());
      expect(body.paging).toEqual({ count: 4, page: 1 });
    });

    it('refuses more than 100 ids, a non-uuid and an empty list', async () => {
      const many = Array.from({ length: 101 }, () => randomUUID()).join(',');
      expectError(await list({ ids: many }), 400, 'ids must list at most 100 ids');
      const hundred = [...Array.from({ length: 99 }, () => randomUUID()), adminId].join(',');
      expect((await list({ ids: hundred })).body.data.map((user: any) => user.id)).toEqual([adminId]);
      expectError(await list({ ids: `${adminId},not-a-uuid` }), 400, /"not-a-uuid" is not a valid uuid/);
      expectError(await list({ ids: ',' }), 400, 'ids must list at least one id');
    });
  });

  it('is for staff: members get 403, visitors 401', async () => {
    expectError(await list({}, member), 403, /permission/);
    expectError(await t.call('GET', '/v1/user'), 401, /sign in/);
    expect((await list({}, admin)).status).toBe(200);
  });
});

describe('POST /v1/user', () => {
  it('creates a confirmed member by default, who can sign in at once', async () => {
    const { status, body } = await t.call('POST', '/v1/user', {
      token: root,
      body: {
        username: 'new.staff',
        name: '  Sari Wulandari ',
        email: 'Sari.Wulandari@Example.COM',
        telephone: '+62 812-3456-7890',
        image: 'https://cdn.example.com/sari.png',
        password: PASSWORD,
      },
    });
    expect(status).toBe(201);
    expect(body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'new.staff',
      name: 'Sari Wulandari',
      email: 'sari.wulandari@example.com',
      telephone: '+62 812-3456-7890',
      image: 'https://cdn.example.com/sari.png',
      location: null,
      confirmed: true,
      createdAt: expect.any(String),
      roles: [roleRef('member')],
      language: null,
    });
    expect((await t.call('GET', `/v1/user/${body.data.id}`, { token: root })).body).toEqual(body);

    const session = await t.login('SARI.wulandari@example.com', PASSWORD);
    expect(session.scope).toBe('member');
    expect(session.user.id).toBe(body.data.id);
  });

  it('honours the chosen role: an admin signs in with scope admin and reaches the back office', async () => {
    const body = newUser('chosen', { roles: [ROLE_IDS.admin] });
    const user = await createUser(body);
    expect(user.roles).toEqual([roleRef('admin')]);
    const session = await t.login(body.email, body.password);
    expect(session.scope).toBe('admin');
    expect((await list({}, session.accessToken)).status).toBe(200);
  });

  it('keeps several roles, ordered by name, and drops duplicates', async () => {
    const user = await createUser(
      newUser('multi', { roles: [ROLE_IDS.member, ROLE_IDS.admin, ROLE_IDS.member] }),
    );
    expect(user.roles).toEqual([roleRef('admin'), roleRef('member')]);
  });

  it('ignores the nil id in roles, falling back to member when nothing else is left', async () => {
    const withAdmin = await createUser(newUser('nil', { roles: [NIL_UUID, ROLE_IDS.admin] }));
    expect(withAdmin.roles).toEqual([roleRef('admin')]);
    const onlyNil = await createUser(newUser('nil', { roles: [NIL_UUID] }));
    expect(onlyNil.roles).toEqual([roleRef('member')]);
    const empty = await createUser(newUser('nil', { roles: [] }));
    expect(empty.roles).toEqual([roleRef('member')]);
  });

  it('accepts phone for telephone', async () => {
    const user = await createUser(newUser('phone', { phone: '0812 0000 1111' }));
    expect(user.telephone).toBe('0812 0000 1111');
  });

  it('refuses an unknown role id with 400 and creates nothing', async () => {
    const unknown = randomUUID();
    const body = newUser('ghost-role', { roles: [ROLE_IDS.member, unknown] });
    expectError(await t.call('POST', '/v1/user', { token: root, body }), 400, `roles: unknown id ${unknown}`);
    expect(await countUsers('email = $1', [body.email])).toBe(0);
  });

  it('answers 409 for a taken e-mail or username, in any case', async () => {
    const email = await t.call('POST', '/v1/user', {
      token: root,
      body: newUser('dup', { email: 'MEMBER@Lemari.Test' }),
    });
    expectError(email, 409, 'This e-mail is already registered');
    const username = await t.call('POST', '/v1/user', {
      token: root,
      body: newUser('dup', { username: 'ADMIN' }),
    });
    expectError(username, 409, 'This username is already taken');
    expect(await countUsers("email LIKE 'dup.%'")).toBe(0);
  });

  it('refuses weak passwords and bad fields with 400, creating nothing', async () => {
    const cases = [
      [{ password: 'short1' }, 'password: Password must be at least 8 characters long'],
      [{ password: 'nodigitshere' }, 'password: Password must contain at least one letter and one digit'],
      [{ password: '12345678' }, /at least one letter and one digit/],
      [{ password: undefined }, 'password is required'],
      [{ email: 'not-an-email' }, 'email must be a valid email'],
      [{ username: 'a b' }, 'username has an invalid format'],
      [
        { telephone: '0812345' },
        'telephone must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits, or empty',
      ],
      [{ roles: ['admin'] }, 'roles.0 must be a valid uuid'],
    ] as const;
    for (const [fields, message] of cases) {
      const body = newUser('weak', fields);
      expectError(await t.call('POST', '/v1/user', { token: root, body }), 400, message);
    }
    expect(await countUsers("email LIKE 'weak.%'")).toBe(0);
  });

  it('is refused to members', async () => {
    const body = newUser('by-member');
    expectError(await t.call('POST', '/v1/user', { token: member, body }), 403, /permission/);
    expect(await countUsers('email = $1', [body.email])).toBe(0);
  });
});

describe('GET /v1/user/:id', () => {
  it('answers one user with roles, 404 for an unknown id and 400 for a malformed one', async () => {
    const read = await t.call('GET', `/v1/user/${rootId}`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id: rootId,
      username: 'root',
      email: 'root@lemari.test',
      roles: [roleRef('root')],
    });
    expectError(await t.call('GET', `/v1/user/${randomUUID()}`, { token: root }), 404, 'User not found');
    expectError(await t.call('GET', '/v1/user/12345', { token: root }), 400, 'id must be a valid uuid');
    expectError(await t.call('GET', `/v1/user/${rootId}`, { token: member }), 403, /permission/);
  });
});

describe('PUT /v1/user/:id', () => {
  it('updates name and telephone, takes phone for telephone and leaves other fields alone', async () => {
    const user = await createUser(newUser('edit', { telephone: '0811111111' }));
    const renamed = await update(user.id, { name: ' Budi Santoso ', telephone: '0822222222' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ ...user, name: 'Budi Santoso', telephone: '0822222222' });

    const byPhone = await update(user.id, { phone: '0833333333' });
    expect(byPhone.body.data.telephone).toBe('0833333333');
    expect((await t.call('GET', `/v1/user/${user.id}`, { token: root })).body.data).toEqual({
      ...user,
      name: 'Budi Santoso',
      telephone: '0833333333',
    });
  });

  it('clears telephone, username and image with null', async () => {
    const user = await createUser(newUser('clear', { telephone: '0844444444', image: '/uploads/face.webp' }));
    const cleared = await update(user.id, { telephone: null, username: null, image: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      telephone: null,
      username: null,
      image: null,
      name: user.name,
    });
  });

  it('changes e-mail (lower-cased) and refuses one or a username that is taken', async () => {
    const user = await createUser(newUser('move'));
    const moved = await update(user.id, { email: 'Moved.Here@Example.com' });
    expect(moved.body.data.email).toBe('moved.here@example.com');
    expect((await t.login('moved.here@example.com', PASSWORD)).user.id).toBe(user.id);

    expectError(
      await update(user.id, { email: 'ROOT@lemari.test' }),
      409,
      'This e-mail is already registered',
    );
    expectError(await update(user.id, { username: 'Member' }), 409, 'This username is already taken');
    expect((await t.call('GET', `/v1/user/${user.id}`, { token: root })).body.data).toMatchObject({
      email: 'moved.here@example.com',
      username: user.username,
    });
  });

  it('keeps the password and the sessions when the password is empty or absent', async () => {
    const body = newUser('keep');
    const user = await createUser(body);
    const session = await t.login(body.email, body.password);
    expect((await update(user.id, { password: '', name: 'Kept Password' })).status).toBe(200);
    expect((await update(user.id, { name: 'Still Kept' })).status).toBe(200);
    expect((await t.call('GET', '/v1/profile', { token: session.accessToken })).status).toBe(200);
    expect((await t.login(body.email, body.password)).user.name).toBe('Still Kept');
  });

  it('sets a new password and signs the user out of every session', async () => {
    const body = newUser('reset');
    const user = await createUser(body);
    const sessions = [await t.login(body.email, body.password), await t.login(body.email, body.password)];
    expect((await update(user.id, { password: 'Brand-new-2' })).status).toBe(200);

    for (const session of sessions) {
      expectError(
        await t.call('GET', '/v1/profile', { token: session.accessToken }),
        401,
        /session has ended/,
      );
      const refresh = await t.call('POST', '/v1/auth/refresh', {
        body: { refreshToken: session.refreshToken },
      });
      expect(refresh.status).toBe(401);
    }
    const old = await t.call('POST', '/v1/auth/login', {
      body: { email: body.email, password: body.password },
    });
    expect(old.status).toBe(401);
    const fresh = await t.login(body.email, 'Brand-new-2');
    expect((await t.call('GET', '/v1/profile', { token: fresh.accessToken })).status).toBe(200);
  });

  it('refuses a weak new password and changes nothing', async () => {
    const body = newUser('weak-update');
    const user = await createUser(body);
    expectError(await update(user.id, { password: 'abc', name: 'Not Saved' }), 400, /at least 8 characters/);
    expect((await t.login(body.email, body.password)).user.name).toBe(user.name);
  });

  it('replaces roles (nil id ignored) and keeps them when an unknown role is given', async () => {
    const user = await createUser(newUser('roles'));
    const promoted = await update(user.id, { roles: [NIL_UUID, ROLE_IDS.admin] });
    expect(promoted.body.data.roles).toEqual([roleRef('admin')]);

    const unknown = randomUUID();
    expectError(await update(user.id, { roles: [ROLE_IDS.member, unknown], name: 'Nope' }), 400, unknown);
    expect((await t.call('GET', `/v1/user/${user.id}`, { token: root })).body.data).toMatchObject({
      name: user.name,
      roles: [roleRef('admin')],
    });
  });

  it('keeps at least one root: taking root from the only root is a 409 that changes nothing', async () => {
    const refused = await update(rootId, {
      roles: [ROLE_IDS.admin],
      name: 'Demoted Root',
      password: 'Other-pass-9',
    });
    expectError(refused, 409, 'At least one user must keep the root role');
    const after = (await t.call('GET', `/v1/user/${rootId}`, { token: root })).body.data;
    expect(after).toMatchObject({ name: 'Root Lemari', roles: [roleRef('root')] });
    // Neither the password nor the sessions changed.
    expect((await t.call('GET', '/v1/user', { token: root })).status).toBe(200);
    expect((await t.login(ACCOUNTS.root.email, ACCOUNTS.root.password)).scope).toBe('root');

    // With a second root, either may lose the role.
    const second = await createUser(newUser('second-root', { roles: [ROLE_IDS.root] }));
    const demoted = await update(second.id, { roles: [ROLE_IDS.member] });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data.roles).toEqual([roleRef('member')]);
  });

  it('refuses to leave a user with no role at all', async () => {
    const user = await createUser(newUser('roleless'));
    for (const roles of [[], [NIL_UUID]]) {
      expectError(await update(user.id, { roles }), 400, 'roles must name at least one role');
    }
    expect((await t.call('GET', `/v1/user/${user.id}`, { token: root })).body.data.roles).toEqual([
      roleRef('member'),
    ]);
  });

  it('keeps one root when the last two roots demote each other at the same moment', async () => {
    const other = await createUser(newUser('race-root', { roles: [ROLE_IDS.root] }));
    const otherToken = (await t.login(other.email, PASSWORD)).accessToken;
    // Any other root made by earlier tests loses the role first, so that these two are the last ones.
    await t.db.execute('DELETE FROM user_roles WHERE role_id = $1 AND user_id <> ALL($2::uuid[])', [
      ROLE_IDS.root,
      [rootId, other.id],
    ]);
    try {
      const answers = await Promise.all([
        update(other.id, { roles: [ROLE_IDS.admin] }, root),
        update(rootId, { roles: [ROLE_IDS.admin] }, otherToken),
      ]);
      // One demotion wins; the other is refused, by the last-root rule or because its caller is no longer root.
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const left = await t.db.query('SELECT user_id FROM user_roles WHERE role_id = $1', [ROLE_IDS.root]);
      expect(left).toHaveLength(1);
    } finally {
      await t.db.execute('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        rootId,
        ROLE_IDS.root,
      ]);
      await t.db.execute('DELETE FROM users WHERE id = $1', [other.id]);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await update(randomUUID(), { name: 'Nobody' }), 404, 'User not found');
    expectError(await update(randomUUID(), { roles: [ROLE_IDS.member] }), 404, 'User not found');
    expectError(await update('not-a-uuid', { name: 'Nobody' }), 400, 'id must be a valid uuid');
  });

  it('is refused to members', async () => {
    expectError(await update(adminId, { name: 'Hacked' }, member), 403, /permission/);
    expect((await t.call('GET', `/v1/user/${adminId}`, { token: root })).body.data.name).toBe('Admin Lemari');
  });
});

describe('root is granted by root only', () => {
  it('refuses an admin who gives the root role, on create or on update', async () => {
    const body = newUser('escalate', { roles: [ROLE_IDS.root] });
    expectError(await t.call('POST', '/v1/user', { token: admin, body }), 403, /root/);
    expect(await countUsers('email = $1', [body.email])).toBe(0);

    expectError(await update(adminId, { roles: [ROLE_IDS.admin, ROLE_IDS.root] }, admin), 403, /root/);
    expect((await t.call('GET', `/v1/user/${adminId}`, { token: root })).body.data.roles).toEqual([
      roleRef('admin'),
    ]);
  });

  it('refuses an admin who changes or deletes a root account', async () => {
    expectError(await update(rootId, { password: 'Taken-over-1' }, admin), 403, /root/);
    expectError(await t.call('DELETE', `/v1/user/${rootId}`, { token: admin }), 403, /root/);
    expect((await t.login(ACCOUNTS.root.email, ACCOUNTS.root.password)).scope).toBe('root');
  });

  it('still lets an admin manage non-root accounts', async () => {
    const user = await createUser(newUser('by-admin', { roles: [ROLE_IDS.admin] }), admin);
    expect(user.roles).toEqual([roleRef('admin')]);
    const edited = await update(user.id, { name: 'Edited By Admin', roles: [ROLE_IDS.member] }, admin);
    expect(edited.body.data).toMatchObject({ name: 'Edited By Admin', roles: [roleRef('member')] });
  });
});

describe('DELETE /v1/user/:id', () => {
  it('deletes, answering the deleted user; afterwards the user is gone and cannot sign in', async () => {
    const body = newUser('doomed');
    const user = await createUser(body);
    const session = await t.login(body.email, body.password);

    const deleted = await t.call('DELETE', `/v1/user/${user.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: user });

    expectError(await t.call('GET', `/v1/user/${user.id}`, { token: root }), 404, 'User not found');
    expectError(await t.call('DELETE', `/v1/user/${user.id}`, { token: root }), 404, 'User not found');
    expect(
      (await t.call('POST', '/v1/auth/login', { body: { email: body.email, password: body.password } }))
        .status,
    ).toBe(401);
    expect((await t.call('GET', '/v1/profile', { token: session.accessToken })).status).toBe(401);
  });

  it('refuses to delete yourself with 409', async () => {
    for (const [token, id] of [
      [root, rootId],
      [admin, adminId],
    ] as const) {
      expectError(
        await t.call('DELETE', `/v1/user/${id}`, { token }),
        409,
        'You cannot delete your own account',
      );
      expect((await t.call('GET', `/v1/user/${id}`, { token: root })).status).toBe(200);
    }
  });

  it('lets root delete another root while one remains', async () => {
    const other = await createUser(newUser('spare-root', { roles: [ROLE_IDS.root] }));
    expect((await t.call('DELETE', `/v1/user/${other.id}`, { token: root })).status).toBe(200);
    expect(await countUsers('id = $1', [other.id])).toBe(0);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 403 to members', async () => {
    expectError(await t.call('DELETE', `/v1/user/${randomUUID()}`, { token: root }), 404, 'User not found');
    expectError(await t.call('DELETE', '/v1/user/abc', { token: root }), 400, 'id must be a valid uuid');
    expectError(await t.call('DELETE', `/v1/user/${adminId}`, { token: member }), 403, /permission/);
    expect((await t.call('GET', `/v1/user/${adminId}`, { token: root })).status).toBe(200);
  });
});
