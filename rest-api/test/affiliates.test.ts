// Affiliates: GET/POST /v1/afilliate and GET/PUT/DELETE /v1/afilliate/:id for staff, and the storefront's
// GET /public/v1/afilliate (active ones only, no sign-in).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';

let t: TestApp;
let root: string;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  [root, admin, member] = await Promise.all([t.tokenOf('root'), t.tokenOf('admin'), t.tokenOf('member')]);
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const IMAGE = 'http://api.test/uploads/2025-01/affiliate.webp';
const SOCIAL_MESSAGE = 'socialMedia must be one of: Instagram, Facebook, TikTok';
const IMAGE_MESSAGE = 'Please upload an image first';

let serial = 0;
/** A valid create body; `tag` goes into name and username so that a search can find it. */
function newAffiliate(tag: string, fields: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `${tag} person ${serial}`,
    socialMedia: 'Instagram',
    username: `@${tag}${serial}`,
    link: `https://instagram.com/${tag}${serial}`,
    image: IMAGE,
    ...fields,
  };
}

async function create(body: Record<string, unknown>, token = root) {
  const answer = await t.call('POST', '/v1/afilliate', { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const list = (query: Record<string, string | number>, token = root) =>
  t.call('GET', '/v1/afilliate', { token, query });
const publicList = (query: Record<string, string | number>) =>
  t.call('GET', '/public/v1/afilliate', { query });
const read = (id: string) => t.call('GET', `/v1/afilliate/${id}`, { token: root });
const update = (id: string, body: Record<string, unknown>, token = root) =>
  t.call('PUT', `/v1/afilliate/${id}`, { token, body });
const remove = (id: string, token = root) => t.call('DELETE', `/v1/afilliate/${id}`, { token });
const countAffiliates = async () =>
  (await t.db.maybeOne<{ n: number }>('SELECT count(*) AS n FROM affiliates'))!.n;

describe('POST /v1/afilliate', () => {
  it('creates an active affiliate and answers 201 with the record', async () => {
    const answer = await t.call('POST', '/v1/afilliate', {
      token: admin,
      body: {
        name: '  Sari Wulandari  ',
        socialMedia: 'TikTok',
        username: '@sari.wulan',
        link: 'https://www.tiktok.com/@sari.wulan',
        image: IMAGE,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Sari Wulandari',
        socialMedia: 'TikTok',
        username: '@sari.wulan',
        link: 'https://www.tiktok.com/@sari.wulan',
        image: IMAGE,
        status: true,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    });
    expect((await read(answer.body.data.id)).body).toEqual(answer.body);
  });

  it('takes status false, an /uploads path as image, each social network and a plain http link', async () => {
    for (const socialMedia of ['Instagram', 'Facebook', 'TikTok']) {
      const affiliate = await create(
        newAffiliate('nets', {
          socialMedia,
          status: false,
          image: '/uploads/2025-02/abc.webp',
          link: 'http://facebook.com/lemari.id',
        }),
      );
      expect(affiliate).toMatchObject({
        socialMedia,
        status: false,
        image: '/uploads/2025-02/abc.webp',
        link: 'http://facebook.com/lemari.id',
      });
    }
  });

  it('answers the spec\'s "Please upload an image first" when the image is missing or empty', async () => {
    const before = await countAffiliates();
    for (const image of [undefined, '', '   ', null]) {
      const body = { ...newAffiliate('noimage'), image };
      if (image === undefined) delete (body as Record<string, unknown>).image;
      expectError(await t.call('POST', '/v1/afilliate', { token: root, body }), 400, IMAGE_MESSAGE);
    }
    expect(await countAffiliates()).toBe(before);
  });

  it.each([
    [{ socialMedia: 'Twitter' }, SOCIAL_MESSAGE],
    [{ socialMedia: 'instagram' }, SOCIAL_MESSAGE],
    [{ socialMedia: 7 }, SOCIAL_MESSAGE],
    [{ socialMedia: undefined }, 'socialMedia is required'],
    [{ name: undefined }, 'name is required'],
    [{ name: '' }, 'name must not be empty'],
    [{ name: '   ' }, 'name has an invalid format'],
    [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
    [{ name: 12 }, 'name must be of type string'],
    [{ username: undefined }, 'username is required'],
    [{ username: 'u'.repeat(101) }, 'username must be at most 100 characters'],
    [{ link: undefined }, 'link is required'],
    [{ link: 'instagram.com/lemari' }, 'link has an invalid format'],
    [{ link: 'javascript:alert(1)' }, 'link has an invalid format'],
    [{ link: 'ftp://files.example.com/a' }, 'link has an invalid format'],
    [{ link: 'https://' }, 'link has an invalid format'],
    [{ link: 'https://exa mple.com' }, 'link has an invalid format'],
    [{ link: `https://example.com/${'a'.repeat(500)}` }, 'link must be at most 500 characters'],
    [{ image: 'data:image/png;base64,AAAA' }, 'image has an invalid format'],
    [{ image: '/etc/passwd' }, 'image has an invalid format'],
    [{ image: 12345 }, 'image must be of type string'],
    [{ image: `https://example.com/${'a'.repeat(1000)}` }, 'image must be at most 1000 characters'],
    [{ status: 'true' }, 'status must be of type boolean'],
    [{ status: 1 }, 'status must be of type boolean'],
  ])('refuses %j: %s', async (fields, message) => {
    const before = await countAffiliates();
    const body: Record<string, unknown> = { ...newAffiliate('bad'), ...fields };
    for (const [key, value] of Object.entries(fields)) if (value === undefined) delete body[key];
    expectError(await t.call('POST', '/v1/afilliate', { token: root, body }), 400, message);
    expect(await countAffiliates()).toBe(before);
  });

  it('ignores unknown fields such as id or createdAt', async () => {
    const id = randomUUID();
    const affiliate = await create(newAffiliate('extra', { id, createdAt: '2000-01-01T00:00:00.000Z' }));
    expect(affiliate.id).not.toBe(id);
    expect(affiliate.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('is for staff: 401 without a session, 403 for a member', async () => {
    expectError(await t.call('POST', '/v1/afilliate', { body: newAffiliate('anon') }), 401, /sign in/);
    expectError(
      await t.call('POST', '/v1/afilliate', { token: member, body: newAffiliate('mem') }),
      403,
      /permission/,
    );
    expectError(await list({}, member), 403, /permission/);
  });
});

describe('GET /v1/afilliate/:id', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await read(randomUUID()), 404, 'Affiliate not found');
    expectError(await read('not-a-uuid'), 400, /id/);
  });
});

describe('PUT /v1/afilliate/:id', () => {
  it('changes only the fields sent', async () => {
    const affiliate = await create(newAffiliate('edit'));
    const toggled = await update(affiliate.id, { status: false });
    expect(toggled.status).toBe(200);
    expect(toggled.body.data).toEqual({ ...affiliate, status: false, updatedAt: expect.stringMatching(ISO) });
    expect(toggled.body.data.updatedAt >= affiliate.updatedAt).toBe(true);

    const changed = await update(
      affiliate.id,
      {
        name: ' Dewi Lestari ',
        socialMedia: 'Facebook',
        username: 'dewi.lestari',
        link: 'https://facebook.com/dewi.lestari',
        image: '/uploads/2025-03/dewi.webp',
        status: true,
      },
      admin,
    );
    expect(changed.body.data).toMatchObject({
      id: affiliate.id,
      name: 'Dewi Lestari',
      socialMedia: 'Facebook',
      username: 'dewi.lestari',
      link: 'https://facebook.com/dewi.lestari',
      image: '/uploads/2025-03/dewi.webp',
      status: true,
      createdAt: affiliate.createdAt,
    });
    expect((await read(affiliate.id)).body.data).toEqual(changed.body.data);

    const same = await update(affiliate.id, {});
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ name: 'Dewi Lestari', image: '/uploads/2025-03/dewi.webp' });
  });

  it("refuses an emptied image with the spec's message, and other bad fields, changing nothing", async () => {
    const affiliate = await create(newAffiliate('badedit'));
    expectError(await update(affiliate.id, { image: '' }), 400, IMAGE_MESSAGE);
    expectError(await update(affiliate.id, { image: null }), 400, IMAGE_MESSAGE);
    expectError(await update(affiliate.id, { socialMedia: 'MySpace' }), 400, SOCIAL_MESSAGE);
    expectError(await update(affiliate.id, { link: 'not a url' }), 400, 'link has an invalid format');
    expectError(await update(affiliate.id, { name: '' }), 400, 'name must not be empty');
    expectError(await update(affiliate.id, { status: 'false' }), 400, 'status must be of type boolean');
    expect((await read(affiliate.id)).body.data).toEqual(affiliate);
  });

  it('answers 404 for an unknown id, 403 for a member', async () => {
    expectError(await update(randomUUID(), { name: 'Nobody' }), 404, 'Affiliate not found');
    const affiliate = await create(newAffiliate('guarded'));
    expectError(await update(affiliate.id, { status: false }, member), 403, /permission/);
    expect((await read(affiliate.id)).body.data.status).toBe(true);
  });
});

describe('DELETE /v1/afilliate/:id', () => {
  it('deletes and answers the affiliate as it was; then 404', async () => {
    const affiliate = await create(newAffiliate('gone'));
    expectError(await remove(affiliate.id, member), 403, /permission/);
    const answer = await remove(affiliate.id, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: affiliate });
    expectError(await read(affiliate.id), 404, 'Affiliate not found');
    expectError(await remove(affiliate.id), 404, 'Affiliate not found');
  });
});

describe('GET /v1/afilliate', () => {
  // Twelve affiliates sharing a marker, created one by one so that their order (newest first) is known.
  const PAGER = 'pagerzz';
  const newestFirst: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 12; i += 1) newestFirst.unshift((await create(newAffiliate(PAGER))).id);
  });
  const ids = (answer: { body: { data: { id: string }[] } }) => answer.body.data.map((row) => row.id);

  it('answers {data, paging}, 10 per page by default, newest first', async () => {
    const all = await list({});
    expect(Object.keys(all.body).sort()).toEqual(['data', 'paging']);
    expect(all.body.data).toHaveLength(10);
    expect(all.body.paging).toEqual({ count: await countAffiliates(), page: 1 });
    expect(ids(all).slice(0, 10)).toEqual(newestFirst.slice(0, 10));

    const second = await list({ q: PAGER, page: 2 });
    expect(second.body.paging).toEqual({ count: 12, page: 2 });
    expect(ids(second)).toEqual(newestFirst.slice(10));
  });

  it('orders by sort: oldest first, or by name A to Z; an unknown sort is refused', async () => {
    const oldest = await list({ q: PAGER, sort: 'oldest', limit: 12 });
    expect(ids(oldest)).toEqual([...newestFirst].reverse());
    const byName = await list({ q: PAGER, sort: 'name', limit: 12 });
    const names = byName.body.data.map((row: { name: string }) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const name of ['sortq Charlie', 'sortq alpha', 'sortq Bravo']) {
      await create({ ...newAffiliate('sortq'), name });
    }
    const three = await list({ q: 'sortq', sort: 'name' });
    expect(three.body.data.map((row: { name: string }) => row.name)).toEqual([
      'sortq alpha',
      'sortq Bravo',
      'sortq Charlie',
    ]);
    expect(ids(await list({ q: PAGER, sort: 'newest', limit: 12 }))).toEqual(newestFirst);
    expectError(await list({ sort: 'price' }), 400, 'sort must be one of: newest, oldest, name');
  });

  it('lets skip win over page, as the back office sends both', async () => {
    const answer = await list({ q: PAGER, skip: 4, page: 9, limit: 4 });
    expect(ids(answer)).toEqual(newestFirst.slice(4, 8));
    expect(answer.body.paging).toEqual({ count: 12, page: 2 });
    expect((await list({ q: PAGER, page: 5, limit: 4 })).body).toEqual({
      data: [],
      paging: { count: 12, page: 5 },
    });
  });

  it('refuses bad paging values', async () => {
    expectError(await list({ limit: 101 }), 400, 'limit must be at most 100');
    expectError(await list({ limit: 0 }), 400, 'limit must be at least 1');
    expectError(await list({ page: 0 }), 400, 'page must be at least 1');
    expectError(await list({ skip: -1 }), 400, 'skip must be at least 0');
    expectError(await list({ limit: 'four' }), 400, 'limit must be a whole number');
    expectError(await list({ q: 'q'.repeat(201) }), 400, 'q must be at most 200 characters');
  });

  it('searches name, username and social media without regard to case, and % literally', async () => {
    const byName = await create(newAffiliate('x', { name: 'Gendis Pramesti', username: 'gp_one' }));
    const byUser = await create(newAffiliate('x', { name: 'Someone Else', username: '@kainbatik_id' }));
    const percent = await create(newAffiliate('x', { name: 'Diskon 100% Kain' }));
    const onFacebook = await create(
      newAffiliate('fbmark', { socialMedia: 'Facebook', name: 'Fbmark Person', username: 'fbm' }),
    );
    const onInstagram = await create(newAffiliate('fbmark', { name: 'Fbmark Other', username: 'fbm2' }));
    const found = async (q: string) => ids(await list({ q, limit: 100 }));
    expect(await found('GENDIS')).toEqual([byName.id]);
    expect(await found('kainbatik')).toEqual([byUser.id]);
    expect(await found('100%')).toEqual([percent.id]);
    expect(await found('  pramesti ')).toEqual([byName.id]);
    expect(await found('fbmark')).toEqual([onInstagram.id, onFacebook.id]);
    // socialMedia is searched too: "Facebook" finds every Facebook affiliate and no Instagram one.
    const facebook = await list({ q: 'facebook', limit: 100 });
    expect(ids(facebook)).toContain(onFacebook.id);
    expect(ids(facebook)).not.toContain(onInstagram.id);
    expect((await list({ q: 'no-such-affiliate' })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
  });
});

describe('GET /public/v1/afilliate', () => {
  const MARK = 'storefrontmark';
  let active: any[] = [];
  let hidden: any;
  beforeAll(async () => {
    active = [];
    for (let i = 0; i < 5; i += 1) active.unshift(await create(newAffiliate(MARK)));
    hidden = await create(newAffiliate(MARK, { status: false }));
  });

  it('needs no sign-in and answers active affiliates only, newest first, as cards', async () => {
    const answer = await publicList({ q: MARK, limit: 100 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: active.map(({ id, name, socialMedia, username, link, image }) => ({
        id,
        name,
        socialMedia,
        username,
        link,
        image,
      })),
      paging: { count: 5, page: 1 },
    });
    expect(answer.body.data.map((row: any) => row.id)).not.toContain(hidden.id);
  });

  it('never lists an inactive affiliate, whatever the query', async () => {
    const all = await publicList({ limit: 100 });
    const activeCount = (await t.db.maybeOne<{ n: number }>(
      'SELECT count(*) AS n FROM affiliates WHERE status',
    ))!.n;
    expect(all.body.paging.count).toBe(activeCount);
    expect(all.body.paging.count).toBeLessThan(await countAffiliates());
    const statuses = await t.db.query<{ id: string; status: boolean }>('SELECT id, status FROM affiliates');
    const inactive = new Set(statuses.filter((row) => !row.status).map((row) => row.id));
    expect(all.body.data.filter((row: any) => inactive.has(row.id))).toEqual([]);
    expect((await publicList({ q: hidden.username })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
  });

  it('follows status changes at once', async () => {
    const shown = active[0];
    await update(shown.id, { status: false });
    expect((await publicList({ q: MARK })).body.data.map((row: any) => row.id)).not.toContain(shown.id);
    await update(hidden.id, { status: true });
    await update(shown.id, { status: true });
    const answer = await publicList({ q: MARK, limit: 100 });
    expect(answer.body.paging.count).toBe(6);
    expect(answer.body.data.map((row: any) => row.id)).toContain(hidden.id);
    await update(hidden.id, { status: false });
  });

  it('pages 4 at a time as the home page does, skip winning over page', async () => {
    const ids = active.map((row) => row.id);
    const first = await publicList({ q: MARK, skip: 0, limit: 4, page: 1 });
    expect(first.body.data.map((row: any) => row.id)).toEqual(ids.slice(0, 4));
    expect(first.body.paging).toEqual({ count: 5, page: 1 });
    const second = await publicList({ q: MARK, skip: 4, limit: 4, page: 2 });
    expect(second.body.data.map((row: any) => row.id)).toEqual(ids.slice(4));
    expect(second.body.paging).toEqual({ count: 5, page: 2 });
    expectError(await publicList({ limit: 1000 }), 400, 'limit must be at most 100');
  });

  it('still needs the Client-Id', async () => {
    expectError(await t.call('GET', '/public/v1/afilliate', { noClient: true }), 400, 'unknown client');
  });
});
