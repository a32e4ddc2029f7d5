// The accounts domain beyond sign-in, against the real REST API: my profile and password, sign-up and e-mail
// confirmation, and the back office's users, roles and permissions with the REST API's refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../src/session/session.js';
import { errorOf } from './helpers/expect.js';
import { ACCOUNTS, signInAs, startStack, type Agent, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

let stack: Stack;
let root: Agent;
let admin: Agent;
let member: Agent;
/** REST calls the gateway made, as "METHOD /path?query". */
const upstream = recordingFetch(() => stack?.restUrl);
beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch });
  [root, admin, member] = await Promise.all([
    stack.signedIn('root'),
    stack.signedIn('admin'),
    stack.signedIn('member'),
  ]);
});
afterAll(() => stack.close());

/** A confirmed account made by staff, signed in in its own browser. */
async function newAccount(email: string, password = 'Tamu-pass-1') {
  const created = await admin.gql(
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { email, password, name: 'Tamu' } },
  );
  expect(created.errors).toBeUndefined();
  const browser = await signInAs(stack, email, password);
  return { id: created.data.createUser.id as string, browser };
}

const PROFILE =
  '{ profile { id username name email telephone phone image location createdAt roles { roleName } } }';
const UPDATE_PROFILE = `mutation ($input: ProfileInput!) {
  updateProfile(input: $input) { name username telephone phone image location email }
}`;
const UPDATE_PASSWORD = 'mutation ($input: PasswordInput!) { updatePassword(input: $input) }';

describe('profile', () => {
  it('is null for a visitor, and mine when signed in', async () => {
    expect((await stack.agent().gql(PROFILE)).data).toEqual({ profile: null });
    const answer = await member.gql(PROFILE);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.profile).toMatchObject({
      email: ACCOUNTS.member.email,
      roles: [{ roleName: 'member' }],
    });
    expect(Date.parse(answer.data.profile.createdAt)).not.toBeNaN();
  });

  it('updates my profile and answers it as it now is; null clears a field', async () => {
    const { browser } = await newAccount('profil@example.com');
    const input = {
      name: 'Sari Dewi',
      username: 'sari.dewi',
      telephone: '+62 812 3456 7890',
      image: 'https://cdn.example.com/sari.webp',
      location: 'Yogyakarta',
    };
    const updated = await browser.gql(UPDATE_PROFILE, { input });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateProfile).toEqual({
      ...input,
      phone: input.telephone,
      email: 'profil@example.com',
    });

    const cleared = await browser.gql(UPDATE_PROFILE, { input: { telephone: null, location: null } });
    expect(cleared.data.updateProfile).toMatchObject({ telephone: null, phone: null, location: null });
    // Fields left out stayed.
    expect(cleared.data.updateProfile).toMatchObject({ name: 'Sari Dewi', username: 'sari.dewi' });
    // phone is accepted for telephone, as the settings screen sends it.
    const byPhone = await browser.gql(UPDATE_PROFILE, { input: { phone: '0812 7412 3456' } });
    expect(byPhone.data.updateProfile).toMatchObject({
      telephone: '0812 7412 3456',
      phone: '0812 7412 3456',
    });
  });

  it('answers the REST messages for refused changes', async () => {
    const email = await member.gql(UPDATE_PROFILE, { input: { email: 'other@example.com' } });
    expect(errorOf(email)).toEqual({ code: 'BAD_USER_INPUT', message: 'email cannot be changed' });
    const username = await member.gql(UPDATE_PROFILE, { input: { username: 'no spaces allowed' } });
    expect(errorOf(username).code).toBe('BAD_USER_INPUT');
    expect(errorOf(username).message).toMatch(/^username /);
    const visitor = await stack.agent().gql(UPDATE_PROFILE, { input: { name: 'Siapa' } });
    expect(errorOf(visitor)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
  });

  it('refuses a username another account has as CONFLICT', async () => {
    const { browser: first } = await newAccount('first.name@example.com');
    const { browser: second } = await newAccount('second.name@example.com');
    expect((await first.gql(UPDATE_PROFILE, { input: { username: 'kembar' } })).errors).toBeUndefined();
    const taken = await second.gql(UPDATE_PROFILE, { input: { username: 'kembar' } });
    expect(errorOf(taken)).toEqual({ code: 'CONFLICT', message: 'This username is already taken' });
  });
});

describe('updatePassword', () => {
  it('changes my password, keeps this session and ends my others', async () => {
    const { browser } = await newAccount('sandi@example.com', 'Lama-pass-1');
    const otherDevice = stack.agent();
    await otherDevice.gql(
      'mutation { signIn(email: "sandi@example.com", password: "Lama-pass-1") { scope } }',
    );
    expect((await otherDevice.gql('{ me { scope } }')).data.me.scope).toBe('member');

    const changed = await browser.gql(UPDATE_PASSWORD, {
      input: {
        currentPassword: 'Lama-pass-1',
        newPassword: 'Baru-pass-2',
        confirmNewPassword: 'Baru-pass-2',
      },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data).toEqual({ updatePassword: true });

    expect((await browser.gql('{ me { scope } }')).data.me.scope).toBe('member');
    const ended = await otherDevice.gql('{ me { scope } }');
    expect(ended.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', sessionExpired: true });

    const old = await stack
      .agent()
      .gql('mutation { signIn(email: "sandi@example.com", password: "Lama-pass-1") { scope } }');
    expect(errorOf(old).code).toBe('UNAUTHENTICATED');
    const fresh = await stack
      .agent()
      .gql('mutation { signIn(email: "sandi@example.com", password: "Baru-pass-2") { scope } }');
    expect(fresh.data.signIn.scope).toBe('member');
  });

  it('answers what is wrong with the REST messages', async () => {
    const cases = [
      [
        { currentPassword: 'wrong-pass-1', newPassword: 'Baru-pass-2', confirmNewPassword: 'Baru-pass-2' },
        /^currentPassword is incorrect$/,
      ],
      [
        {
          currentPassword: ACCOUNTS.member.password,
          newPassword: 'Baru-pass-2',
          confirmNewPassword: 'Baru-pass-3',
        },
        /^confirmNewPassword must match newPassword$/,
      ],
      [
        { currentPassword: ACCOUNTS.member.password, newPassword: 'short1', confirmNewPassword: 'short1' },
        /^newPassword: Password must be at least 8/,
      ],
    ] as const;
    for (const [input, message] of cases) {
      const answer = await member.gql(UPDATE_PASSWORD, { input });
      expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
      expect(errorOf(answer).message).toMatch(message);
    }
    // The member's password is unchanged.
    expect((await stack.signedIn('member')).cookies.has(ACCESS_COOKIE)).toBe(true);
  });
});

describe('sign-up and e-mail confirmation', () => {
  const SIGN_UP = `mutation ($email: String!, $password: String!, $repeat: String) {
    signUp(email: $email, password: $password, repeatPassword: $repeat) { id email confirmed }
  }`;
  const CONFIRM = 'mutation ($token: String!) { confirmEmail(token: $token) }';
  const SIGN_IN =
    'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { scope } }';

  async function confirmationToken(email: string): Promise<string> {
    const outbox = await stack.rest.call('GET', '/dev/outbox', { query: { to: email } });
    const link: string = outbox.body.data[0].links[0];
    return link.split('/').pop()!;
  }

  it('creates an unconfirmed member who can sign in once the e-mailed token is confirmed', async () => {
    const email = 'Pembeli.Baru@example.com';
    const signUp = await stack
      .agent()
      .gql(SIGN_UP, { email, password: 'Pembeli-pass-1', repeat: 'Pembeli-pass-1' });
    expect(signUp.errors).toBeUndefined();
    expect(signUp.data.signUp).toMatchObject({ email: 'pembeli.baru@example.com', confirmed: false });
    expect(signUp.data.signUp.id).toMatch(/^[0-9a-f-]{36}$/);

    const early = await stack.agent().gql(SIGN_IN, { email, password: 'Pembeli-pass-1' });
    expect(errorOf(early).code).toBe('FORBIDDEN');
    expect(errorOf(early).message).toMatch(/^Your account is not confirmed yet\./);
    const inIndonesian = await stack
      .agent()
      .gql(SIGN_IN, { email, password: 'Pembeli-pass-1' }, { 'accept-language': 'id' });
    expect(errorOf(inIndonesian).message).toMatch(/^Akun belum dikonfirmasi\./);

    const token = await confirmationToken('pembeli.baru@example.com');
    expect((await stack.agent().gql(CONFIRM, { token })).data).toEqual({ confirmEmail: true });
    expect((await stack.agent().gql(CONFIRM, { token })).data).toEqual({ confirmEmail: false });
    expect((await stack.agent().gql(SIGN_IN, { email, password: 'Pembeli-pass-1' })).data.signIn.scope).toBe(
      'member',
    );
  });

  it('answers false for an unknown token', async () => {
    expect((await stack.agent().gql(CONFIRM, { token: 'bukan-token' })).data).toEqual({
      confirmEmail: false,
    });
  });

  it('refuses bad sign-ups with the REST messages', async () => {
    const visitor = stack.agent();
    const empty = await visitor.gql(SIGN_UP, { email: '', password: '' });
    expect(errorOf(empty)).toEqual({ code: 'BAD_USER_INPUT', message: 'Username and password is required' });
    const mismatch = await visitor.gql(SIGN_UP, {
      email: 'x@example.com',
      password: 'Good-pass-1',
      repeat: 'Good-pass-2',
    });
    expect(errorOf(mismatch)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'repeatPassword must match password',
    });
    const weak = await visitor.gql(SIGN_UP, { email: 'y@example.com', password: 'lemah', repeat: 'lemah' });
    expect(errorOf(weak).message).toMatch(/^password: Password must be at least 8/);
    const taken = await visitor.gql(SIGN_UP, {
      email: ACCOUNTS.member.email,
      password: 'Good-pass-1',
      repeat: 'Good-pass-1',
    });
    expect(errorOf(taken)).toEqual({ code: 'CONFLICT', message: 'This e-mail is already registered' });
  });
});

const USER_FIELDS =
  'id username name email telephone image location confirmed createdAt roles { idRole roleName }';
const USERS = `query ($q: String, $page: PageInput) {
  users(q: $q, page: $page) { items { ${USER_FIELDS} } paging { count page limit } }
}`;
const USER = `query ($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;
const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE_USER = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
const DELETE_USER = `mutation ($id: ID!) { deleteUser(id: $id) { id email } }`;

/** The id of a system role, as a user's roles name it. */
async function roleId(name: string): Promise<string> {
  const answer = await root.gql('query ($q: String) { roles(q: $q) { items { id roleName } } }', { q: name });
  return answer.data.roles.items.find((role: { roleName: string }) => role.roleName === name).id;
}

describe('me.access', () => {
  const ACCESS = '{ me { scope access { isRoot landingPage permissions { method endpoint } } } }';
  const holds = (
    access: { permissions: { method: string; endpoint: string }[] },
    method: string,
    endpoint: string,
  ) =>
    access.permissions.some((permission) => permission.method === method && permission.endpoint === endpoint);

  it('answers what each signed-in user may do, only when asked', async () => {
    const adminAccess = (await admin.gql(ACCESS)).data.me.access;
    expect(adminAccess).toMatchObject({ isRoot: false, landingPage: '/admin/dashboard' });
    expect(holds(adminAccess, 'GET', '/v1/product')).toBe(true);
    expect(holds(adminAccess, 'GET', '/v1/permission')).toBe(false);
    const rootAccess = (await root.gql(ACCESS)).data.me.access;
    expect(rootAccess.isRoot).toBe(true);
    expect(holds(rootAccess, 'GET', '/v1/permission')).toBe(true);
    expect((await member.gql(ACCESS)).data.me.access).toMatchObject({
      isRoot: false,
      landingPage: '/order-list',
    });
  });
});

describe('users (staff)', () => {
  it('orders users by sort: by name A to Z, or oldest first', async () => {
    const SORTED = `query ($q: String, $sort: ListSort) { users(q: $q, sort: $sort) { items { email } } }`;
    const emails = async (sort: string) =>
      (await admin.gql(SORTED, { q: '@lemari.test', sort })).data.users.items.map(
        (user: { email: string }) => user.email,
      );
    const oldest = await emails('OLDEST');
    // The seeded accounts come first, in the same seeding moment (their order among themselves is by id).
    expect([...oldest.slice(0, 3)].sort()).toEqual(
      [ACCOUNTS.root.email, ACCOUNTS.admin.email, ACCOUNTS.member.email].sort(),
    );
    const byName = (
      await admin.gql(`query { users(sort: NAME, page: { limit: 100 }) { items { name } } }`)
    ).data.users.items.map((user: { name: string }) => user.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
  });

  it('lists users with paging and search', async () => {
    const page = await admin.gql(USERS, { page: { limit: 2 } });
    expect(page.errors).toBeUndefined();
    expect(page.data.users.items).toHaveLength(2);
    expect(page.data.users.paging).toMatchObject({ page: 1, limit: 2 });
    expect(page.data.users.paging.count).toBeGreaterThanOrEqual(3);

    const second = await admin.gql(USERS, { page: { page: 2, limit: 2 } });
    expect(second.data.users.paging.page).toBe(2);
    expect(second.data.users.items[0].id).not.toBe(page.data.users.items[0].id);

    const found = await admin.gql(USERS, { q: 'member@lemari' });
    expect(found.data.users.items.map((user: { email: string }) => user.email)).toEqual([
      ACCOUNTS.member.email,
    ]);
    expect(found.data.users.paging).toEqual({ count: 1, page: 1, limit: 10 });

    const tooMany = await admin.gql(USERS, { page: { limit: 500 } });
    expect(errorOf(tooMany)).toEqual({ code: 'BAD_USER_INPUT', message: 'limit must be at most 100' });
  });

  it('creates, reads, updates and deletes a user, answering the changed user each time', async () => {
    const created = await admin.gql(CREATE_USER, {
      input: {
        email: 'Staf.Gudang@example.com',
        password: 'Gudang-pass-1',
        name: 'Staf Gudang',
        username: 'gudang',
      },
    });
    expect(created.errors).toBeUndefined();
    const user = created.data.createUser;
    expect(user).toMatchObject({
      email: 'staf.gudang@example.com',
      name: 'Staf Gudang',
      username: 'gudang',
      confirmed: true,
      roles: [{ roleName: 'member' }],
    });
    expect((await admin.gql(USER, { id: user.id })).data.user).toEqual(user);

    const adminRole = await roleId('admin');
    const updated = await admin.gql(UPDATE_USER, {
      id: user.id,
      input: { name: 'Kepala Gudang', telephone: '0812 000 111', roles: [adminRole] },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateUser).toMatchObject({
      name: 'Kepala Gudang',
      telephone: '0812 000 111',
      username: 'gudang',
      roles: [{ idRole: adminRole, roleName: 'admin' }],
    });
    const cleared = await admin.gql(UPDATE_USER, { id: user.id, input: { telephone: null, password: null } });
    expect(cleared.data.updateUser).toMatchObject({ telephone: null, name: 'Kepala Gudang' });

    const deleted = await admin.gql(DELETE_USER, { id: user.id });
    expect(deleted.data.deleteUser).toEqual({ id: user.id, email: 'staf.gudang@example.com' });
    expect((await admin.gql(USER, { id: user.id })).data).toEqual({ user: null });
    const again = await admin.gql(DELETE_USER, { id: user.id });
    expect(errorOf(again)).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
  });

  it('reads one user with one REST call', async () => {
    const { id } = (
      await admin.gql(CREATE_USER, { input: { email: 'satu@example.com', password: 'Satu-pass-1' } })
    ).data.createUser;
    upstream.reset();
    expect((await admin.gql(USER, { id })).data.user.email).toBe('satu@example.com');
    expect(upstream.calls).toEqual([`GET /v1/user/${id}`]);
  });

  it('answers the REST refusals', async () => {
    const taken = await admin.gql(CREATE_USER, {
      input: { email: ACCOUNTS.member.email, password: 'Good-pass-1' },
    });
    expect(errorOf(taken)).toEqual({ code: 'CONFLICT', message: 'This e-mail is already registered' });
    const weak = await admin.gql(CREATE_USER, { input: { email: 'lemah@example.com', password: 'abc' } });
    expect(errorOf(weak).code).toBe('BAD_USER_INPUT');
    expect(errorOf(weak).message).toMatch(/^password: Password must be at least 8/);
    const badEmail = await admin.gql(CREATE_USER, {
      input: { email: 'not-an-email', password: 'Good-pass-1' },
    });
    expect(errorOf(badEmail)).toEqual({ code: 'BAD_USER_INPUT', message: 'email must be a valid email' });

    const rootRole = await roleId('root');
    const promote = await admin.gql(CREATE_USER, {
      input: { email: 'calon.root@example.com', password: 'Good-pass-1', roles: [rootRole] },
    });
    expect(errorOf(promote)).toEqual({ code: 'FORBIDDEN', message: 'Only root can give the root role' });

    const me = (await admin.gql('{ me { profile { id } } }')).data.me.profile.id;
    const self = await admin.gql(DELETE_USER, { id: me });
    expect(errorOf(self)).toEqual({ code: 'CONFLICT', message: 'You cannot delete your own account' });

    const malformed = await admin.gql(USER, { id: 'bukan-uuid' });
    expect(errorOf(malformed).code).toBe('BAD_USER_INPUT');
    expect(errorOf(malformed).message).toMatch(/^id /);
  });

  it('lets root give the root role', async () => {
    const rootRole = await roleId('root');
    const created = await root.gql(CREATE_USER, {
      input: { email: 'root.kedua@example.com', password: 'Good-pass-1', roles: [rootRole] },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data.createUser.roles).toEqual([{ idRole: rootRole, roleName: 'root' }]);
  });

  it('is FORBIDDEN to members and UNAUTHENTICATED for visitors', async () => {
    const { id } = (await admin.gql(USERS, { q: ACCOUNTS.admin.email })).data.users.items[0];
    for (const [query, variables] of [
      [USERS, {}],
      [USER, { id }],
      [CREATE_USER, { input: { email: 'z@example.com', password: 'Good-pass-1' } }],
      [UPDATE_USER, { id, input: { name: 'Diambil alih' } }],
      [DELETE_USER, { id }],
    ] as const) {
      const answer = await member.gql(query, variables);
      expect(errorOf(answer)).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have permission to do this',
      });
    }
    const visitor = await stack.agent().gql(USERS);
    expect(errorOf(visitor)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
  });
});

const ROLE_FIELDS =
  'id roleName description landingPage isSystem allPermissions permissions { id method endpoint }';
const ROLES = `query ($q: String, $page: PageInput) { roles(q: $q, page: $page) { items { ${ROLE_FIELDS} } paging { count page limit } } }`;
const ROLE = `query ($id: ID!) { role(id: $id) { ${ROLE_FIELDS} } }`;
const CREATE_ROLE = `mutation ($input: CreateRoleInput!) { createRole(input: $input) { ${ROLE_FIELDS} } }`;
const UPDATE_ROLE = `mutation ($id: ID!, $input: UpdateRoleInput!) { updateRole(id: $id, input: $input) { ${ROLE_FIELDS} } }`;
const DELETE_ROLE = `mutation ($id: ID!) { deleteRole(id: $id) { id roleName } }`;

const PERMISSION_FIELDS = 'id method endpoint description roles';
const PERMISSIONS = `query ($q: String, $page: PageInput) { permissions(q: $q, page: $page) { items { ${PERMISSION_FIELDS} } paging { count page limit } } }`;
const PERMISSION = `query ($id: ID!) { permission(id: $id) { ${PERMISSION_FIELDS} } }`;
const CREATE_PERMISSION = `mutation ($input: CreatePermissionInput!) { createPermission(input: $input) { ${PERMISSION_FIELDS} } }`;
const UPDATE_PERMISSION = `mutation ($id: ID!, $input: UpdatePermissionInput!) { updatePermission(id: $id, input: $input) { ${PERMISSION_FIELDS} } }`;
const DELETE_PERMISSION = `mutation ($id: ID!) { deletePermission(id: $id) { id endpoint } }`;

describe('roles (root)', () => {
  it('lists the system roles first, with their permissions', async () => {
    const answer = await root.gql(ROLES, { page: { limit: 3 } });
    expect(answer.errors).toBeUndefined();
    const { items, paging } = answer.data.roles;
    expect(items.map((role: { roleName: string }) => role.roleName).sort()).toEqual([
      'admin',
      'member',
      'root',
    ]);
    expect(items.every((role: { isSystem: boolean }) => role.isSystem)).toBe(true);
    // Root holds every permission without listing them; the others list theirs.
    expect(
      Object.fromEntries(
        items.map((role: { roleName: string; allPermissions: boolean }) => [
          role.roleName,
          role.allPermissions,
        ]),
      ),
    ).toEqual({ root: true, admin: false, member: false });
    expect(paging).toMatchObject({ page: 1, limit: 3 });
    const adminRole = items.find((role: { roleName: string }) => role.roleName === 'admin');
    expect(adminRole.permissions).toContainEqual(
      expect.objectContaining({ method: 'GET', endpoint: '/v1/user' }),
    );
  });

  it('creates, reads, updates and deletes a role', async () => {
    const permission = (await root.gql(PERMISSIONS, { q: '/v1/product' })).data.permissions.items.find(
      (item: { method: string; endpoint: string }) =>
        item.method === 'GET' && item.endpoint === '/v1/product',
    );
    const created = await root.gql(CREATE_ROLE, {
      input: {
        roleName: ' Gudang ',
        description: 'Stok',
        // One list call is no capability: its staff land on the screen every staff member opens.
        landingPage: '/admin/profile',
        permissions: [permission.id],
      },
    });
    expect(created.errors).toBeUndefined();
    const role = created.data.createRole;
    expect(role).toMatchObject({
      roleName: 'Gudang',
      description: 'Stok',
      landingPage: '/admin/profile',
      isSystem: false,
      allPermissions: false,
      permissions: [{ id: permission.id, method: 'GET', endpoint: '/v1/product' }],
    });
    expect((await root.gql(ROLE, { id: role.id })).data.role).toEqual(role);

    const updated = await root.gql(UPDATE_ROLE, {
      id: role.id,
      input: { roleName: 'Gudang Pusat', permissions: [] },
    });
    expect(updated.data.updateRole).toMatchObject({
      roleName: 'Gudang Pusat',
      description: 'Stok',
      permissions: [],
    });

    const deleted = await root.gql(DELETE_ROLE, { id: role.id });
    expect(deleted.data.deleteRole).toEqual({ id: role.id, roleName: 'Gudang Pusat' });
    expect((await root.gql(ROLE, { id: role.id })).data).toEqual({ role: null });
  });

  it('answers the REST refusals', async () => {
    const adminRole = await roleId('admin');
    const memberRole = await roleId('member');
    const rename = await root.gql(UPDATE_ROLE, { id: adminRole, input: { roleName: 'staf' } });
    expect(errorOf(rename)).toEqual({ code: 'CONFLICT', message: 'The admin role cannot be renamed' });
    const remove = await root.gql(DELETE_ROLE, { id: memberRole });
    expect(errorOf(remove)).toEqual({ code: 'CONFLICT', message: 'The member role cannot be deleted' });
    const twin = await root.gql(CREATE_ROLE, { input: { roleName: 'admin' } });
    expect(errorOf(twin)).toEqual({ code: 'CONFLICT', message: 'A role with this name already exists' });
    const landing = await root.gql(CREATE_ROLE, { input: { roleName: 'Kasir', landingPage: 'admin' } });
    expect(errorOf(landing).code).toBe('BAD_USER_INPUT');
    expect(errorOf(landing).message).toMatch(/^landingPage /);
  });

  it('is FORBIDDEN to admins and members', async () => {
    const memberRole = await roleId('member');
    for (const agent of [admin, member]) {
      for (const [query, variables] of [
        [ROLES, {}],
        [ROLE, { id: memberRole }],
        [CREATE_ROLE, { input: { roleName: 'Penyusup' } }],
        [UPDATE_ROLE, { id: memberRole, input: { description: 'x' } }],
        [DELETE_ROLE, { id: memberRole }],
      ] as const) {
        const answer = await agent.gql(query, variables);
        expect(errorOf(answer)).toEqual({
          code: 'FORBIDDEN',
          message: 'You do not have permission to do this',
        });
      }
    }
  });
});

describe('permissions (root)', () => {
  it('lists and searches permissions with paging', async () => {
    const answer = await root.gql(PERMISSIONS, { q: '/v1/user', page: { limit: 100 } });
    expect(answer.errors).toBeUndefined();
    const { items, paging } = answer.data.permissions;
    expect(
      items.map((item: { method: string; endpoint: string }) => `${item.method} ${item.endpoint}`),
    ).toEqual(expect.arrayContaining(['GET /v1/user', 'POST /v1/user', 'DELETE /v1/user/:id']));
    expect(paging).toEqual({ count: items.length, page: 1, limit: 100 });
    const adminRole = await roleId('admin');
    expect(
      items.find((item: { method: string; endpoint: string }) => item.endpoint === '/v1/user').roles,
    ).toContain(adminRole);
  });

  it('creates, reads, updates and deletes a permission', async () => {
    const adminRole = await roleId('admin');
    const created = await root.gql(CREATE_PERMISSION, {
      input: {
        method: 'GET',
        endpoint: '/v1/laporan/{id}',
        description: 'Read a report',
        roles: [adminRole],
      },
    });
    expect(created.errors).toBeUndefined();
    const permission = created.data.createPermission;
    expect(permission).toMatchObject({
      method: 'GET',
      endpoint: '/v1/laporan/:id',
      description: 'Read a report',
      roles: [adminRole],
    });
    expect((await root.gql(PERMISSION, { id: permission.id })).data.permission).toEqual(permission);

    const updated = await root.gql(UPDATE_PERMISSION, {
      id: permission.id,
      input: { method: 'DELETE', description: 'Delete a report', roles: [] },
    });
    expect(updated.data.updatePermission).toMatchObject({
      method: 'DELETE',
      endpoint: '/v1/laporan/:id',
      description: 'Delete a report',
      roles: [],
    });

    const deleted = await root.gql(DELETE_PERMISSION, { id: permission.id });
    expect(deleted.data.deletePermission).toEqual({ id: permission.id, endpoint: '/v1/laporan/:id' });
    expect((await root.gql(PERMISSION, { id: permission.id })).data).toEqual({ permission: null });
  });

  it('gives and takes a call from a role at once', async () => {
    const memberRole = await roleId('member');
    const listRoles = (
      await root.gql(PERMISSIONS, { q: '/v1/role', page: { limit: 100 } })
    ).data.permissions.items.find(
      (item: { method: string; endpoint: string }) => item.method === 'GET' && item.endpoint === '/v1/role',
    );
    expect(errorOf(await member.gql(ROLES, {})).code).toBe('FORBIDDEN');
    const given = await root.gql(UPDATE_PERMISSION, { id: listRoles.id, input: { roles: [memberRole] } });
    expect(given.data.updatePermission.roles).toEqual([memberRole]);
    expect((await member.gql(ROLES, {})).data.roles.paging.count).toBeGreaterThanOrEqual(3);
    const taken = await root.gql(UPDATE_PERMISSION, { id: listRoles.id, input: { roles: listRoles.roles } });
    expect(taken.errors).toBeUndefined();
    expect(errorOf(await member.gql(ROLES, {})).code).toBe('FORBIDDEN');
  });

  it('answers the REST refusals', async () => {
    const twin = await root.gql(CREATE_PERMISSION, { input: { method: 'GET', endpoint: '/v1/user' } });
    expect(errorOf(twin)).toEqual({
      code: 'CONFLICT',
      message: 'A permission for this method and endpoint already exists',
    });
    const bad = await root.gql(CREATE_PERMISSION, { input: { method: 'GET', endpoint: 'no-slash' } });
    expect(errorOf(bad).code).toBe('BAD_USER_INPUT');
    expect(errorOf(bad).message).toMatch(/^endpoint /);
    const method = await root.gql(CREATE_PERMISSION, { input: { method: 'PATCH', endpoint: '/v1/x' } });
    expect(errorOf(method).code).toBe('BAD_USER_INPUT');
  });

  it('is FORBIDDEN to admins and members', async () => {
    const { id } = (await root.gql(PERMISSIONS, { page: { limit: 1 } })).data.permissions.items[0];
    for (const agent of [admin, member]) {
      for (const [query, variables] of [
        [PERMISSIONS, {}],
        [PERMISSION, { id }],
        [CREATE_PERMISSION, { input: { method: 'GET', endpoint: '/v1/x' } }],
        [UPDATE_PERMISSION, { id, input: { description: 'x' } }],
        [DELETE_PERMISSION, { id }],
      ] as const) {
        const answer = await agent.gql(query, variables);
        expect(errorOf(answer)).toEqual({
          code: 'FORBIDDEN',
          message: 'You do not have permission to do this',
        });
      }
    }
  });
});
