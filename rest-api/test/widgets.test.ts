// Site content: widget groups (/v1/widget-group), widgets (/v1/widget) for staff, and the storefront's
// GET /public/v1/widget/highlight, /banner and /hero-image, each the newest active widget of its seeded group.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';

let t: TestApp;
let root: string;
let admin: string;
let member: string;
/** The seeded groups the storefront reads, by slug. */
const seeded: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [root, admin, member] = await Promise.all([t.tokenOf('root'), t.tokenOf('admin'), t.tokenOf('member')]);
  const rows = await t.db.query<{ id: string; slug: string }>('SELECT id, slug FROM widget_groups');
  for (const row of rows) seeded[row.slug] = row.id;
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const TYPE_MESSAGE = 'type must be one of: TEXT, IMAGE, VIDEO';

type Body = Record<string, unknown>;
const without = (body: Body, fields: Body) => {
  const merged: Body = { ...body, ...fields };
  for (const [key, value] of Object.entries(fields)) if (value === undefined) delete merged[key];
  return merged;
};

async function createGroup(body: Body, token = root) {
  const answer = await t.call('POST', '/v1/widget-group', { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}
async function createWidget(body: Body, token = root) {
  const answer = await t.call('POST', '/v1/widget', { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const groups = {
  list: (query: Record<string, string | number>, token = root) =>
    t.call('GET', '/v1/widget-group', { token, query }),
  read: (id: string) => t.call('GET', `/v1/widget-group/${id}`, { token: root }),
  update: (id: string, body: Body, token = root) => t.call('PUT', `/v1/widget-group/${id}`, { token, body }),
  remove: (id: string, token = root) => t.call('DELETE', `/v1/widget-group/${id}`, { token }),
};
const widgets = {
  list: (query: Record<string, string | number>, token = root) =>
    t.call('GET', '/v1/widget', { token, query }),
  read: (id: string) => t.call('GET', `/v1/widget/${id}`, { token: root }),
  update: (id: string, body: Body, token = root) => t.call('PUT', `/v1/widget/${id}`, { token, body }),
  remove: (id: string, token = root) => t.call('DELETE', `/v1/widget/${id}`, { token }),
};
const count = async (table: 'widgets' | 'widget_groups') =>
  (await t.db.maybeOne<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
const ids = (answer: { body: { data: { id: string }[] } }) => answer.body.data.map((row) => row.id);

// ---------------------------------------------------------------------------------------------------------------
// The storefront first, while the seeded groups are still empty.

describe('public widgets', () => {
  const get = (what: string, options: { token?: string; noClient?: boolean } = {}) =>
    t.call('GET', `/public/v1/widget/${what}`, options);

  it('answers 404 with a message while a group has no active widget', async () => {
    expectError(await get('highlight'), 404, 'No active highlight');
    expectError(await get('banner'), 404, 'No active banner');
    expectError(await get('hero-image'), 404, 'No active hero image');
    await createWidget({
      groupID: seeded.banner,
      name: 'Hidden banner',
      status: false,
      image: '/uploads/b.webp',
    });
    expectError(await get('banner'), 404, 'No active banner');
  });

  it('answers the highlight as {content, link}: the newest active one wins, inactive ones never show', async () => {
    const older = await createWidget({
      groupID: seeded.highlight,
      name: 'Free shipping',
      content: 'Gratis ongkir untuk belanja di atas Rp 300.000',
      link: '/products',
    });
    expect(await get('highlight')).toMatchObject({
      status: 200,
      body: { data: { content: 'Gratis ongkir untuk belanja di atas Rp 300.000', link: '/products' } },
    });
    // A newer inactive widget does not replace it.
    const draft = await createWidget({
      groupID: seeded.highlight,
      name: 'Draft',
      content: 'Draft',
      status: false,
    });
    expect((await get('highlight')).body).toEqual({
      data: { content: 'Gratis ongkir untuk belanja di atas Rp 300.000', link: '/products' },
    });
    // A newer active one does, and a newer widget in another group changes nothing.
    const newer = await createWidget({
      groupID: seeded.highlight,
      name: 'Flash sale',
      content: 'Flash sale 12.12',
      link: 'https://shop.test/sale',
    });
    await createWidget({ groupID: seeded.banner, name: 'Other group', content: 'Not a highlight' });
    expect((await get('highlight')).body).toEqual({
      data: { content: 'Flash sale 12.12', link: 'https://shop.test/sale' },
    });
    // Switching the newer one off brings the older back; switching the draft on shows it.
    await widgets.update(newer.id, { status: false });
    expect((await get('highlight')).body.data.content).toBe(older.content);
    await widgets.update(draft.id, { status: true });
    expect((await get('highlight')).body.data.content).toBe('Draft');
    await widgets.remove(draft.id);
    await widgets.remove(older.id);
    expectError(await get('highlight'), 404, 'No active highlight');
  });

  it('answers the banner as {name, content, image, link}', async () => {
    const banner = await createWidget({
      groupID: seeded.banner,
      name: 'Koleksi Lebaran',
      type: 'IMAGE',
      content: 'Diskon hingga 50%',
      image: 'http://api.test/uploads/2025-03/lebaran.webp',
      link: '/category/lebaran',
    });
    const answer = await get('banner');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        name: banner.name,
        content: 'Diskon hingga 50%',
        image: 'http://api.test/uploads/2025-03/lebaran.webp',
        link: '/category/lebaran',
      },
    });
  });

  it('answers the hero as {type, image, name, content}: IMAGE, VIDEO (image holds the video) and TEXT as IMAGE', async () => {
    const image = await createWidget({
      groupID: seeded['hero-image'],
      name: 'Hero photo',
      type: 'IMAGE',
      content: 'New season',
      image: '/uploads/2025-03/hero.webp',
    });
    expect((await get('hero-image')).body).toEqual({
      data: { type: 'IMAGE', image: '/uploads/2025-03/hero.webp', name: 'Hero photo', content: 'New season' },
    });
    const video = await createWidget({
      groupID: seeded['hero-image'],
      name: 'Hero film',
      type: 'VIDEO',
      content: 'Behind the seams',
      image: 'https://cdn.example.com/hero.mp4',
    });
    expect((await get('hero-image')).body).toEqual({
      data: {
        type: 'VIDEO',
        image: 'https://cdn.example.com/hero.mp4',
        name: 'Hero film',
        content: 'Behind the seams',
      },
    });
    await createWidget({ groupID: seeded['hero-image'], name: 'Hero words', content: 'Just text' });
    expect((await get('hero-image')).body).toEqual({
      data: { type: 'IMAGE', image: '', name: 'Hero words', content: 'Just text' },
    });
    expect([image.type, video.type]).toEqual(['IMAGE', 'VIDEO']);
  });

  it('needs no sign-in (a token is fine too) but the Client-Id', async () => {
    expect((await get('banner', { token: member })).status).toBe(200);
    expectError(await get('banner', { noClient: true }), 400, 'unknown client');
    expectError(await t.call('GET', '/public/v1/widget/sidebar'), 404, /No route/);
  });

  it('reads the group by its slug: the newest active widget of another group is never the banner', async () => {
    await createWidget({
      groupID: seeded.banner!,
      name: 'Banner itself',
      content: 'Ours',
      image: '/uploads/b.webp',
    });
    const before = await get('banner');
    expect(before.body.data).toMatchObject({ name: 'Banner itself' });
    const other = await createGroup({ name: 'Not the banner' });
    await createWidget({ groupID: other.id, name: 'Elsewhere', content: 'Theirs', image: '/uploads/e.webp' });
    expect((await get('banner')).body).toEqual(before.body);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Widget groups.

describe('POST /v1/widget-group', () => {
  it('creates a group with the given slug and answers 201 with the record', async () => {
    const answer = await t.call('POST', '/v1/widget-group', {
      token: admin,
      body: { name: ' Footer links ', slug: 'footer-links', description: ' Links under the page ' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Footer links',
        slug: 'footer-links',
        description: 'Links under the page',
        widgetCount: 0,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    });
    expect((await groups.read(answer.body.data.id)).body).toEqual(answer.body);
  });

  it('makes a free slug from the name when none is sent', async () => {
    const first = await createGroup({ name: 'Promo Lebaran 2025!' });
    expect(first).toMatchObject({ slug: 'promo-lebaran-2025', description: '' });
    expect((await createGroup({ name: 'promo  lebaran 2025' })).slug).toBe('promo-lebaran-2025-2');
    expect((await createGroup({ name: 'PROMO LEBARAN 2025' })).slug).toBe('promo-lebaran-2025-3');
    expect((await createGroup({ name: 'Édition Spéciale' })).slug).toBe('edition-speciale');
    expect((await createGroup({ name: '!!!' })).slug).toBe('group');
    expect((await createGroup({ name: '???' })).slug).toBe('group-2');
    // 95 characters: cut short, at no dash, to leave room for a "-N".
    const long = await createGroup({ name: 'Koleksi '.repeat(12) });
    expect(long.slug).toBe(`${'koleksi-'.repeat(11)}koleksi`.slice(0, 94));
    expect(long.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('answers 409 for a slug already taken', async () => {
    await createGroup({ name: 'Taken', slug: 'taken-slug' });
    const before = await count('widget_groups');
    expectError(
      await t.call('POST', '/v1/widget-group', { token: root, body: { name: 'Again', slug: 'taken-slug' } }),
      409,
      'A widget group with this slug already exists',
    );
    expectError(
      await t.call('POST', '/v1/widget-group', { token: root, body: { name: 'Seeded', slug: 'highlight' } }),
      409,
      'already exists',
    );
    expect(await count('widget_groups')).toBe(before);
  });

  it.each([
    [{ name: undefined }, 'name is required'],
    [{ name: '' }, 'name must not be empty'],
    [{ name: ' ' }, 'name has an invalid format'],
    [{ name: 'n'.repeat(101) }, 'name must be at most 100 characters'],
    [{ name: 42 }, 'name must be of type string'],
    [{ slug: 'Has Spaces' }, 'slug has an invalid format'],
    [{ slug: 'UPPER' }, 'slug has an invalid format'],
    [{ slug: 'double--dash' }, 'slug has an invalid format'],
    [{ slug: '-leading' }, 'slug has an invalid format'],
    [{ slug: 'trailing-' }, 'slug has an invalid format'],
    [{ slug: 'ünicode' }, 'slug has an invalid format'],
    [{ slug: '' }, 'slug must not be empty'],
    [{ slug: 's'.repeat(101) }, 'slug must be at most 100 characters'],
    [{ slug: 5 }, 'slug must be of type string'],
    [{ description: 'd'.repeat(501) }, 'description must be at most 500 characters'],
    [{ description: ['x'] }, 'description must be of type string'],
  ])('refuses %j: %s', async (fields, message) => {
    const before = await count('widget_groups');
    const body = without({ name: 'Valid group' }, fields);
    expectError(await t.call('POST', '/v1/widget-group', { token: root, body }), 400, message);
    expect(await count('widget_groups')).toBe(before);
  });

  it('is for staff: 401 without a session, 403 for a member', async () => {
    expectError(await t.call('POST', '/v1/widget-group', { body: { name: 'Anon' } }), 401, /sign in/);
    expectError(
      await t.call('POST', '/v1/widget-group', { token: member, body: { name: 'M' } }),
      403,
      /permission/,
    );
    expectError(await groups.list({}, member), 403, /permission/);
  });
});

describe('GET /v1/widget-group', () => {
  const MARK = 'zzgrp';
  const byName: string[] = [];
  beforeAll(async () => {
    // Created in scrambled order: the list answers them by name.
    for (const n of [7, 2, 11, 4, 9, 1, 12, 3, 10, 6, 8, 5]) {
      await createGroup({ name: `${MARK} ${String(n).padStart(2, '0')}`, description: `Group number ${n}` });
    }
    byName.push(...Array.from({ length: 12 }, (_, i) => `${MARK} ${String(i + 1).padStart(2, '0')}`));
  });
  const names = (answer: { body: { data: { name: string }[] } }) => answer.body.data.map((row) => row.name);

  it('lists groups by name, 10 per page, with paging', async () => {
    const all = await groups.list({ limit: 100 });
    expect(all.status).toBe(200);
    expect(all.body.paging).toEqual({ count: await count('widget_groups'), page: 1 });
    expect(names(all)).toEqual(expect.arrayContaining(['Highlight', 'Banner', 'Hero image']));

    const first = await groups.list({ q: MARK });
    expect(names(first)).toEqual(byName.slice(0, 10));
    expect(first.body.paging).toEqual({ count: 12, page: 1 });
    const second = await groups.list({ q: MARK, page: 2 });
    expect(names(second)).toEqual(byName.slice(10));
    expect(second.body.paging).toEqual({ count: 12, page: 2 });
    const skipped = await groups.list({ q: MARK, skip: 3, limit: 3, page: 7 });
    expect(names(skipped)).toEqual(byName.slice(3, 6));
    expect(skipped.body.paging).toEqual({ count: 12, page: 2 });
  });

  it('searches name, slug and description', async () => {
    expect(names(await groups.list({ q: 'GROUP NUMBER 12' }))).toEqual([`${MARK} 12`]);
    expect(names(await groups.list({ q: 'zzgrp-05' }))).toEqual([`${MARK} 05`]);
    expect(names(await groups.list({ q: 'hero-image' }))).toEqual(['Hero image']);
    expect((await groups.list({ q: 'nothing-like-this' })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
    expectError(await groups.list({ limit: 101 }), 400, 'limit must be at most 100');
    expectError(await groups.list({ page: -1 }), 400, 'page must be at least 1');
  });

  it('shows the seeded groups the storefront reads', async () => {
    const answer = await groups.list({ limit: 100 });
    const slugs = answer.body.data.map((row: any) => row.slug);
    expect(slugs).toEqual(expect.arrayContaining(['highlight', 'banner', 'hero-image']));
  });
});

describe('GET, PUT, DELETE /v1/widget-group/:id', () => {
  it('keeps the groups the storefront reads: no renaming their slug, no deleting them', async () => {
    for (const slug of ['highlight', 'banner', 'hero-image']) {
      const id = seeded[slug]!;
      expectError(
        await groups.update(id, { slug: `${slug}-old` }),
        409,
        `The storefront reads the ${slug} group`,
      );
      expectError(
        await groups.remove(id),
        409,
        `The storefront reads the ${slug} group; it cannot be deleted`,
      );
      // Its name and description stay editable, and the same slug may be sent back.
      const renamed = await groups.update(id, { name: `${slug} strip`, slug });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({ slug, name: `${slug} strip` });
      expect((await groups.read(id)).body.data.slug).toBe(slug);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await groups.read(randomUUID()), 404, 'Widget group not found');
    expectError(await groups.read('abc'), 400, /id/);
    expectError(await groups.update(randomUUID(), { name: 'X' }), 404, 'Widget group not found');
    expectError(await groups.remove(randomUUID()), 404, 'Widget group not found');
  });

  it('updates only the fields sent; a taken slug is a 409 that changes nothing', async () => {
    const group = await createGroup({ name: 'Sidebar', description: 'Left column' });
    const changed = await groups.update(group.id, { description: 'Right column' }, admin);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({
      ...group,
      description: 'Right column',
      updatedAt: expect.stringMatching(ISO),
    });
    const renamed = await groups.update(group.id, { name: 'Side panel', slug: 'side-panel' });
    expect(renamed.body.data).toMatchObject({
      name: 'Side panel',
      slug: 'side-panel',
      description: 'Right column',
    });
    // Its own slug again is no conflict.
    expect((await groups.update(group.id, { slug: 'side-panel' })).status).toBe(200);
    expectError(
      await groups.update(group.id, { slug: 'highlight' }),
      409,
      'A widget group with this slug already exists',
    );
    expectError(await groups.update(group.id, { slug: 'Not A Slug' }), 400, 'slug has an invalid format');
    expectError(await groups.update(group.id, { name: '' }), 400, 'name must not be empty');
    expectError(
      await groups.update(group.id, { description: 'x'.repeat(501) }),
      400,
      'description must be at most 500',
    );
    expectError(await groups.update(group.id, { name: 'Mine' }, member), 403, /permission/);
    expect((await groups.read(group.id)).body.data).toMatchObject({ name: 'Side panel', slug: 'side-panel' });
  });

  it('refuses to delete a group that still has widgets (409), and deletes an empty one', async () => {
    const group = await createGroup({ name: 'Seasonal' });
    const widget = await createWidget({ groupID: group.id, name: 'Winter', status: false });
    expect((await groups.read(group.id)).body.data.widgetCount).toBe(1);
    expectError(
      await groups.remove(group.id),
      409,
      'This widget group still has 1 widget; delete them or move them',
    );
    await createWidget({ groupID: group.id, name: 'Summer' });
    expectError(await groups.remove(group.id), 409, 'still has 2 widgets');
    expect((await groups.read(group.id)).status).toBe(200);

    const other = await createGroup({ name: 'Seasonal archive' });
    await widgets.update(widget.id, { groupID: other.id });
    const rest = (await widgets.list({ groupID: group.id })).body.data;
    for (const item of rest) await widgets.remove(item.id);
    expectError(await groups.remove(group.id, member), 403, /permission/);
    const deleted = await groups.remove(group.id, admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ id: group.id, name: 'Seasonal', widgetCount: 0 });
    expectError(await groups.read(group.id), 404, 'Widget group not found');
    expectError(await groups.remove(group.id), 404, 'Widget group not found');
    expect((await widgets.read(widget.id)).body.data.groupName).toBe('Seasonal archive');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Widgets.

describe('POST /v1/widget', () => {
  let group: any;
  beforeAll(async () => {
    group = await createGroup({ name: 'Promotions', slug: 'promotions' });
  });
  const body = (fields: Body = {}) => without({ groupID: group.id, name: 'Promo widget' }, fields);

  it('creates a widget with defaults and answers 201 with its group name', async () => {
    const answer = await t.call('POST', '/v1/widget', {
      token: admin,
      body: { groupID: group.id, name: ' Welcome ' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        groupID: group.id,
        groupName: 'Promotions',
        groupSlug: 'promotions',
        name: 'Welcome',
        type: 'TEXT',
        content: '',
        status: true,
        slug: 'welcome',
        link: '',
        image: '',
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    });
    expect((await widgets.read(answer.body.data.id)).body).toEqual(answer.body);
  });

  it('stores every field as sent', async () => {
    const fields = {
      groupID: group.id,
      name: 'Hero video',
      type: 'VIDEO',
      content: 'K'.repeat(10_000),
      status: false,
      slug: 'hero-video-2025',
      link: 'https://shop.test/products?category=new-arrival#top',
      image: 'https://cdn.example.com/films/hero.mp4',
    };
    const widget = await createWidget(fields);
    expect(widget).toMatchObject(fields);
    for (const [link, image] of [
      ['/products', '/uploads/2025-01/a.webp'],
      ['/', 'http://api.test/uploads/2025-01/b.webp'],
    ]) {
      expect(await createWidget(body({ link, image }))).toMatchObject({ link, image });
    }
  });

  it('makes a free slug from the name, also under concurrent creations', async () => {
    expect((await createWidget(body({ name: 'Ramadan Sale' }))).slug).toBe('ramadan-sale');
    expect((await createWidget(body({ name: 'ramadan  sale!' }))).slug).toBe('ramadan-sale-2');
    expect((await createWidget(body({ name: '★★★' }))).slug).toMatch(/^widget(-\d+)?$/);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call('POST', '/v1/widget', { token: root, body: body({ name: 'Same Name' }) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const slugs = answers.map((answer) => answer.body.data.slug).sort();
    expect(new Set(slugs).size).toBe(8);
    for (const slug of slugs) expect(slug).toMatch(/^same-name(-\d)?$/);
  });

  it('answers 409 for a slug already taken', async () => {
    await createWidget(body({ slug: 'unique-one' }));
    const before = await count('widgets');
    expectError(
      await t.call('POST', '/v1/widget', { token: root, body: body({ slug: 'unique-one' }) }),
      409,
      'A widget with this slug already exists',
    );
    expect(await count('widgets')).toBe(before);
  });

  it('answers 400 for a group that does not exist', async () => {
    const before = await count('widgets');
    expectError(
      await t.call('POST', '/v1/widget', { token: root, body: body({ groupID: randomUUID() }) }),
      400,
      'groupID: unknown widget group',
    );
    expect(await count('widgets')).toBe(before);
  });

  it.each([
    [{ groupID: undefined }, 'groupID is required'],
    [{ groupID: 'group-1' }, 'groupID must be a valid uuid'],
    [{ groupID: 12 }, 'groupID must be of type string'],
    [{ name: undefined }, 'name is required'],
    [{ name: '' }, 'name must not be empty'],
    [{ name: 'n'.repeat(101) }, 'name must be at most 100 characters'],
    [{ type: 'AUDIO' }, TYPE_MESSAGE],
    [{ type: 'image' }, TYPE_MESSAGE],
    [{ type: 1 }, TYPE_MESSAGE],
    [{ content: 'c'.repeat(10_001) }, 'content must be at most 10000 characters'],
    [{ content: 5 }, 'content must be of type string'],
    [{ status: 'active' }, 'status must be of type boolean'],
    [{ slug: 'Bad_Slug' }, 'slug has an invalid format'],
    [{ slug: 's'.repeat(101) }, 'slug must be at most 100 characters'],
    [{ link: 'javascript:alert(1)' }, 'link has an invalid format'],
    [{ link: 'www.example.com' }, 'link has an invalid format'],
    [{ link: 'https:///nohost' }, 'link has an invalid format'],
    [{ link: `https://example.com/${'l'.repeat(500)}` }, 'link must be at most 500 characters'],
    [{ image: 'ftp://example.com/a.png' }, 'image has an invalid format'],
    [{ image: '/static/a.png' }, 'image has an invalid format'],
    [{ image: `https://example.com/${'i'.repeat(1000)}` }, 'image must be at most 1000 characters'],
    [{ image: false }, 'image must be of type string'],
  ])('refuses %j: %s', async (fields, message) => {
    const before = await count('widgets');
    expectError(await t.call('POST', '/v1/widget', { token: root, body: body(fields) }), 400, message);
    expect(await count('widgets')).toBe(before);
  });

  it('is for staff: 401 without a session, 403 for a member', async () => {
    expectError(await t.call('POST', '/v1/widget', { body: body() }), 401, /sign in/);
    expectError(await t.call('POST', '/v1/widget', { token: member, body: body() }), 403, /permission/);
    expectError(await widgets.list({}, member), 403, /permission/);
  });
});

describe('GET /v1/widget', () => {
  let groupA: any;
  let groupB: any;
  /** Newest first. */
  const inA: string[] = [];
  let inB: any;
  beforeAll(async () => {
    groupA = await createGroup({ name: 'List A' });
    groupB = await createGroup({ name: 'List B' });
    for (let i = 1; i <= 12; i += 1) {
      inA.unshift((await createWidget({ groupID: groupA.id, name: `Listed ${i}`, content: `Body ${i}` })).id);
    }
    inB = await createWidget({
      groupID: groupB.id,
      name: 'Lonely',
      slug: 'lonely-slug',
      content: 'Ongkir 100% gratis',
    });
  });

  it('lists newest first with paging, each with its group name', async () => {
    const all = await widgets.list({});
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(10);
    expect(all.body.paging).toEqual({ count: await count('widgets'), page: 1 });
    expect(ids(all).slice(0, 2)).toEqual([inB.id, inA[0]]);
    expect(all.body.data[0]).toMatchObject({ groupID: groupB.id, groupName: 'List B' });

    const first = await widgets.list({ groupID: groupA.id });
    expect(ids(first)).toEqual(inA.slice(0, 10));
    expect(first.body.paging).toEqual({ count: 12, page: 1 });
    const second = await widgets.list({ groupID: groupA.id, page: 2 });
    expect(ids(second)).toEqual(inA.slice(10));
    expect(second.body.paging).toEqual({ count: 12, page: 2 });
    const skipped = await widgets.list({ groupID: groupA.id, skip: 5, limit: 5, page: 1 });
    expect(ids(skipped)).toEqual(inA.slice(5, 10));
    expect(skipped.body.paging).toEqual({ count: 12, page: 2 });
  });

  it('searches name, slug and content, % literally, optionally within a group', async () => {
    expect(ids(await widgets.list({ q: 'LONELY' }))).toEqual([inB.id]);
    expect(ids(await widgets.list({ q: 'lonely-slug' }))).toEqual([inB.id]);
    expect(ids(await widgets.list({ q: '100%' }))).toEqual([inB.id]);
    expect(ids(await widgets.list({ q: 'Body 12' }))).toEqual([inA[0]]);
    expect(ids(await widgets.list({ q: 'listed 1', groupID: groupA.id, limit: 100 }))).toEqual([
      inA[0],
      inA[1],
      inA[2],
      inA[11],
    ]);
    expect((await widgets.list({ q: 'lonely', groupID: groupA.id })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
    expect((await widgets.list({ groupID: randomUUID() })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
  });

  it('refuses bad query values', async () => {
    expectError(await widgets.list({ groupID: 'not-a-uuid' }), 400, 'groupID must be a valid uuid');
    expectError(await widgets.list({ limit: 500 }), 400, 'limit must be at most 100');
    expectError(await widgets.list({ skip: 'x' }), 400, 'skip must be a whole number');
    expectError(await widgets.list({ q: 'q'.repeat(201) }), 400, 'q must be at most 200 characters');
  });
});

describe('GET, PUT, DELETE /v1/widget/:id', () => {
  let group: any;
  let other: any;
  beforeAll(async () => {
    group = await createGroup({ name: 'Edits' });
    other = await createGroup({ name: 'Edits elsewhere' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await widgets.read(randomUUID()), 404, 'Widget not found');
    expectError(await widgets.read('123'), 400, /id/);
    expectError(await widgets.update(randomUUID(), { name: 'X' }), 404, 'Widget not found');
    expectError(await widgets.remove(randomUUID()), 404, 'Widget not found');
  });

  it('updates only the fields sent, including moving it to another group', async () => {
    const widget = await createWidget({ groupID: group.id, name: 'Editable', content: 'Before', link: '/a' });
    const moved = await widgets.update(widget.id, { groupID: other.id, content: 'After' }, admin);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({
      ...widget,
      groupID: other.id,
      groupName: 'Edits elsewhere',
      groupSlug: other.slug,
      content: 'After',
      updatedAt: expect.stringMatching(ISO),
    });
    const all = await widgets.update(widget.id, {
      name: 'Edited',
      type: 'IMAGE',
      status: false,
      slug: 'edited-widget',
      link: '',
      image: '/uploads/2025-04/e.webp',
    });
    expect(all.body.data).toMatchObject({
      groupID: other.id,
      name: 'Edited',
      type: 'IMAGE',
      content: 'After',
      status: false,
      slug: 'edited-widget',
      link: '',
      image: '/uploads/2025-04/e.webp',
      createdAt: widget.createdAt,
    });
    expect((await widgets.read(widget.id)).body.data).toEqual(all.body.data);
    expect((await widgets.update(widget.id, {})).body.data).toMatchObject({
      name: 'Edited',
      slug: 'edited-widget',
    });
  });

  it('refuses bad changes and changes nothing', async () => {
    const widget = await createWidget({ groupID: group.id, name: 'Guarded', slug: 'guarded' });
    await createWidget({ groupID: group.id, name: 'Neighbour', slug: 'neighbour' });
    expectError(
      await widgets.update(widget.id, { slug: 'neighbour' }),
      409,
      'A widget with this slug already exists',
    );
    expectError(
      await widgets.update(widget.id, { groupID: randomUUID() }),
      400,
      'groupID: unknown widget group',
    );
    expectError(await widgets.update(widget.id, { type: 'GIF' }), 400, TYPE_MESSAGE);
    expectError(await widgets.update(widget.id, { link: 'mailto:a@b.c' }), 400, 'link has an invalid format');
    expectError(
      await widgets.update(widget.id, { content: 'c'.repeat(10_001) }),
      400,
      'content must be at most 10000',
    );
    expectError(await widgets.update(widget.id, { status: null }), 400, 'status must be of type boolean');
    expectError(await widgets.update(widget.id, { name: 'Mine' }, member), 403, /permission/);
    expect((await widgets.read(widget.id)).body.data).toEqual(widget);
  });

  it('deletes and answers the widget as it was; then 404', async () => {
    const widget = await createWidget({ groupID: group.id, name: 'Temporary' });
    expectError(await widgets.remove(widget.id, member), 403, /permission/);
    const deleted = await widgets.remove(widget.id, admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: widget });
    expectError(await widgets.read(widget.id), 404, 'Widget not found');
    expectError(await widgets.remove(widget.id), 404, 'Widget not found');
    // Its slug is free again.
    expect((await createWidget({ groupID: group.id, name: 'Temporary' })).slug).toBe(widget.slug);
  });
});
