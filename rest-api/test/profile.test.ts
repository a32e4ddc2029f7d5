import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../src/domains/roles/system-roles.js';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';
import { MEMBER_PASSWORD as PASSWORD, newMember } from './helpers/members.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh confirmed member named Shopper, made by the admin, signed in once; each test edits its own. */
const newShopper = () => newMember(t, 'shopper', 'Shopper');

const getProfile = async (token: string) => {
  const answer = await t.call('GET', '/v1/profile', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const putProfile = (token: string, body: Record<string, unknown>) =>
  t.call('PUT', '/v1/profile', { token, body });

const changePassword = (token: string, body: Record<string, string>) =>
  t.call('PUT', '/v1/profile/update-password', { token, body });

const loginStatus = async (email: string, password: string) =>
  (await t.call('POST', '/v1/auth/login', { body: { email, password } })).status;

describe('GET /v1/profile', () => {
  it("answers the caller's profile with its roles", async () => {
    const profile = await getProfile(await t.tokenOf('member'));
    expect(profile).toEqual({
      id: expect.stringMatching(UUID),
      username: 'member',
      name: 'Member Lemari',
      email: ACCOUNTS.member.email,
      telephone: null,
      phone: null,
      image: null,
      location: null,
      createdAt: expect.any(String),
      roles: [{ idRole: ROLE_IDS.member, roleName: 'member' }],
      language: null,
      scope: 'member',
    });
    expect(new Date(profile.createdAt).toISOString()).toBe(profile.createdAt);
    expect(Date.now() - Date.parse(profile.createdAt)).toBeLessThan(10 * 60_000);
    const row = await t.db.maybeOne<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      ACCOUNTS.member.email,
    ]);
    expect(profile.id).toBe(row?.id);
  });

  it('keeps my language (en or id) once I choose it, and refuses another', async () => {
    const member = await newShopper();
    const choose = (language: unknown) =>
      t.call('PUT', '/v1/profile', { token: member.token, body: { language } });
    expect((await choose('id')).body.data.language).toBe('id');
    expect((await getProfile(member.token)).language).toBe('id');
    const refused = await choose('fr');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toBe('language must be one of: en, id');
    expect((await getProfile(member.token)).language).toBe('id');
  });

  it('answers each caller their own account', async () => {
    const admin = await getProfile(await t.tokenOf('admin'));
    expect(admin).toMatchObject({
      email: ACCOUNTS.admin.email,
      roles: [{ idRole: ROLE_IDS.admin, roleName: 'admin' }],
    });
    const member = await newShopper();
    expect(await getProfile(member.token)).toMatchObject({
      id: member.id,
      email: member.email,
      username: null,
    });
  });

  it('needs a session', async () => {
    const answer = await t.call('GET', '/v1/profile');
    expect(answer.status).toBe(401);
    expect(answer.body.errors).toEqual(expect.any(String));
  });
});

describe('PUT /v1/profile', () => {
  it('updates username, name, telephone, image and location, and answers the new profile', async () => {
    const member = await newShopper();
    const changes = {
      username: `sari.${member.id.slice(0, 6)}`,
      name: '  Sari Dewi  ',
      telephone: '+62 812-3456-7890',
      image: 'http://api.test/uploads/2025-01/photo-medium.webp',
      location: 'Bandung, Jawa Barat',
    };
    const answer = await putProfile(member.token, changes);
    expect(answer.status).toBe(200);
    const expected = {
      ...changes,
      name: 'Sari Dewi',
      phone: changes.telephone,
      id: member.id,
      email: member.email,
      roles: [{ idRole: ROLE_IDS.member, roleName: 'member' }],
    };
    expect(answer.body.data).toMatchObject(expected);
    expect(await getProfile(member.token)).toMatchObject(expected);
    const row = await t.db.maybeOne(
      'SELECT username, name, telephone, image, location FROM users WHERE id = $1',
      [member.id],
    );
    expect(row).toEqual({
      username: changes.username,
      name: 'Sari Dewi',
      telephone: changes.telephone,
      image: changes.image,
      location: changes.location,
    });
  });

  it('keeps the fields a request leaves out, and clears the ones set to null', async () => {
    const member = await newShopper();
    const full = {
      username: `keep.${member.id.slice(0, 6)}`,
      telephone: '0812345678',
      location: 'Depok',
      image: '/uploads/a.webp',
    };
    expect((await putProfile(member.token, full)).status).toBe(200);

    const renamed = await putProfile(member.token, { name: 'Only The Name' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ ...full, name: 'Only The Name' });

    const cleared = await putProfile(member.token, { telephone: null, location: null });
    expect(cleared.body.data).toMatchObject({
      telephone: null,
      phone: null,
      location: null,
      image: full.image,
    });
  });

  it('accepts phone as the telephone', async () => {
    const member = await newShopper();
    const answer = await putProfile(member.token, { phone: '0812-555-0101' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ telephone: '0812-555-0101', phone: '0812-555-0101' });
    const row = await t.db.maybeOne<{ telephone: string }>('SELECT telephone FROM users WHERE id = $1', [
      member.id,
    ]);
    expect(row?.telephone).toBe('0812-555-0101');
  });

  it('accepts the current e-mail, in any case, as a no-op', async () => {
    const member = await newShopper();
    const answer = await putProfile(member.token, {
      email: ` ${member.email.toUpperCase()} `,
      location: 'Medan',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ email: member.email, location: 'Medan' });
  });

  it('refuses another e-mail and changes nothing', async () => {
    const member = await newShopper();
    const before = await getProfile(member.token);
    const answer = await putProfile(member.token, {
      email: 'someone.else@example.com',
      name: 'Changed',
      location: 'Solo',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatch(/email/);
    expect(await getProfile(member.token)).toEqual(before);
    expect(await loginStatus('someone.else@example.com', PASSWORD)).toBe(401);
  });

  it.each([
    ['telephone', 'letters', 'call me maybe'],
    ['telephone', 'too short', '12'],
    ['telephone', '7 digits', '0812345'],
    ['phone', 'a landline', '021-555-0101'],
    ['phone', 'letters', '+62-abc-defg'],
    ['image', 'a script URL', 'javascript:alert(1)'],
    ['image', 'not http(s)', 'ftp://files.example.com/me.png'],
    ['username', 'a space', 'a b'],
    ['username', 'too short', 'x'],
    ['name', '101 characters', 'n'.repeat(101)],
    ['location', '201 characters', 'l'.repeat(201)],
  ])('refuses an invalid %s (%s) naming the field, changing nothing', async (field, _, value) => {
    const member = await newShopper();
    const before = await getProfile(member.token);
    const answer = await putProfile(member.token, { location: 'Should not be saved', [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatch(new RegExp(`^${field}\\b`));
    expect(await getProfile(member.token)).toEqual(before);
  });

  it('refuses a field of the wrong type', async () => {
    const member = await newShopper();
    const answer = await putProfile(member.token, { name: 42 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatch(/^name\b/);
  });

  it('answers 409 for a username another account has, in any case, changing nothing', async () => {
    const member = await newShopper();
    for (const username of ['admin', 'ADMIN']) {
      const answer = await putProfile(member.token, { username, name: 'Impostor' });
      expect(answer.status).toBe(409);
      expect(answer.body.errors).toMatch(/username/i);
    }
    expect(await getProfile(member.token)).toMatchObject({ username: null, name: 'Shopper' });
  });

  it('lets a user keep their own username', async () => {
    const member = await newShopper();
    const username = `own.${member.id.slice(0, 6)}`;
    expect((await putProfile(member.token, { username })).status).toBe(200);
    const again = await putProfile(member.token, { username: username.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body.data.username).toBe(username.toUpperCase());
  });

  it('needs a session', async () => {
    expect((await putProfile('', { name: 'Nobody' })).status).toBe(401);
  });
});

describe('PUT /v1/profile/update-password', () => {
  const NEW_PASSWORD = 'Brand-new-pass-2';

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'Wrong-pass-9', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      /currentPassword/,
    ],
    [
      'a confirmation that differs',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: 'Brand-new-pass-3' },
      /confirmNewPassword/,
    ],
    [
      'a short new password',
      { currentPassword: PASSWORD, newPassword: 'short1', confirmNewPassword: 'short1' },
      /newPassword.*at least 8/,
    ],
    [
      'a new password without digits',
      { currentPassword: PASSWORD, newPassword: 'onlyletters', confirmNewPassword: 'onlyletters' },
      /newPassword.*digit/,
    ],
    [
      'the current password again',
      { currentPassword: PASSWORD, newPassword: PASSWORD, confirmNewPassword: PASSWORD },
      /newPassword/,
    ],
    [
      'a missing confirmation',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      /confirmNewPassword is required/,
    ],
  ])('refuses %s with a 400, keeping the old password', async (_, body, message) => {
    const member = await newShopper();
    const answer = await changePassword(member.token, body as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatch(message);
    expect(await loginStatus(member.email, PASSWORD)).toBe(200);
    if (body.newPassword !== PASSWORD) expect(await loginStatus(member.email, body.newPassword)).toBe(401);
  });

  it("changes the password, keeps the caller's session and ends the user's other sessions", async () => {
    const member = await newShopper(); // session A: the caller
    const other = await t.login(member.email, PASSWORD); // session B: another device
    const bystander = await newShopper(); // another user's session is untouched

    const answer = await changePassword(member.token, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(answer).toMatchObject({ status: 200, body: { data: true } });

    expect(await loginStatus(member.email, PASSWORD)).toBe(401);
    expect(await loginStatus(member.email, NEW_PASSWORD)).toBe(200);

    // The caller's own session goes on, access and refresh token alike.
    expect((await t.call('GET', '/v1/profile', { token: member.token })).status).toBe(200);
    const refreshed = await t.call('POST', '/v1/auth/refresh', {
      body: { refreshToken: member.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect((await t.call('GET', '/v1/profile', { token: refreshed.body.data.accessToken })).status).toBe(200);

    // The other session is over.
    expect((await t.call('GET', '/v1/profile', { token: other.accessToken })).status).toBe(401);
    const otherRefresh = await t.call('POST', '/v1/auth/refresh', {
      body: { refreshToken: other.refreshToken },
    });
    expect(otherRefresh.status).toBe(401);

    expect((await t.call('GET', '/v1/profile', { token: bystander.token })).status).toBe(200);
    const reasons = await t.db.query<{ revoked_reason: string | null }>(
      'SELECT revoked_reason FROM sessions WHERE user_id = $1 ORDER BY created_at',
      [member.id],
    );
    expect(reasons.map((row) => row.revoked_reason)).toEqual([null, 'password changed', null]);
  });

  it('stores only a hash of the new password', async () => {
    const member = await newShopper();
    await changePassword(member.token, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    const row = await t.db.maybeOne<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [member.id],
    );
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain(NEW_PASSWORD);
  });

  it('needs a session', async () => {
    const answer = await changePassword('', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(answer.status).toBe(401);
  });
});

describe('emptied form fields', () => {
  it('stores an empty telephone, phone, image, location or username as null', async () => {
    const member = await newShopper();
    const filled = await putProfile(member.token, {
      username: `filled${Date.now()}`,
      telephone: '0812345678',
      image: 'https://cdn.example.com/me.webp',
      location: 'Yogyakarta',
    });
    expect(filled.status).toBe(200);
    const emptied = await putProfile(member.token, { username: '', phone: '', image: '', location: '' });
    expect(emptied.status).toBe(200);
    expect(emptied.body.data).toMatchObject({
      username: null,
      telephone: null,
      phone: null,
      image: null,
      location: null,
    });
  });
});

describe('GET /v1/profile/permissions', () => {
  const access = async (token: string) => {
    const answer = await t.call('GET', '/v1/profile/permissions', { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as {
      isRoot: boolean;
      landingPage: string;
      permissions: { method: string; endpoint: string }[];
    };
  };
  const has = (list: { method: string; endpoint: string }[], method: string, endpoint: string) =>
    list.some((permission) => permission.method === method && permission.endpoint === endpoint);

  it("answers the staff member's permissions and landing page; root holds every permission", async () => {
    const admin = await access(await t.tokenOf('admin'));
    expect(admin.isRoot).toBe(false);
    expect(admin.landingPage).toBe('/admin/dashboard');
    expect(has(admin.permissions, 'GET', '/v1/product')).toBe(true);
    expect(has(admin.permissions, 'GET', '/v1/role')).toBe(false);
    const sorted = [...admin.permissions].sort(
      (a, b) => a.endpoint.localeCompare(b.endpoint, 'en') || a.method.localeCompare(b.method, 'en'),
    );
    expect(admin.permissions.map((p) => p.endpoint)).toEqual(sorted.map((p) => p.endpoint));

    const root = await access(await t.tokenOf('root'));
    expect(root.isRoot).toBe(true);
    expect(has(root.permissions, 'GET', '/v1/role')).toBe(true);

    const member = await access(await t.tokenOf('member'));
    expect(member).toMatchObject({ isRoot: false, landingPage: '/order-list' });
    expect(has(member.permissions, 'GET', '/v1/product')).toBe(false);
    expect(has(member.permissions, 'GET', '/v1/cart')).toBe(true);
  });

  it("answers a custom role's own permissions and landing page, nothing more", async () => {
    const rootToken = await t.tokenOf('root');
    const listCategories = await t.db.maybeOne<{ id: string }>(
      `SELECT id FROM permissions WHERE method = 'GET' AND endpoint = '/v1/category'`,
    );
    const role = await t.call('POST', '/v1/role', {
      token: rootToken,
      body: {
        roleName: `clerk-${Date.now()}`,
        // One list call opens no screen of its own: the clerk lands on their profile.
        landingPage: '/admin/profile',
        permissions: [listCategories!.id],
      },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const clerk = await newMember(t, 'clerk');
    const given = await t.call('PUT', `/v1/user/${clerk.id}`, {
      token: rootToken,
      body: { roles: [role.body.data.id] },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const session = await t.login(clerk.email, PASSWORD);
    // Their own profile needs no permission of the role's.
    expect((await t.call('GET', '/v1/profile', { token: session.accessToken })).status).toBe(200);
    expect(await access(session.accessToken)).toEqual({
      isRoot: false,
      landingPage: '/admin/profile',
      permissions: [{ method: 'GET', endpoint: '/v1/category' }],
      // One list call is no capability: products.view needs the catalogue's reads too.
      capabilities: [],
    });
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/v1/profile/permissions')).status).toBe(401);
  });
});
