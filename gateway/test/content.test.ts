// Site content through the gateway: the storefront's highlight, banner, hero and affiliate cards, and staff's
// affiliates, widget groups and widgets, against the real REST API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectData, expectGqlError } from './helpers/expect.js';
import { startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let visitor: Agent;
let admin: Agent;
let member: Agent;
/** The seeded groups the storefront reads, by slug. */
const seeded: Record<string, string> = {};

beforeAll(async () => {
  // The same storefront query is asked before and after its widgets change: no response cache here.
  stack = await startStack({ gatewayEnv: { RESPONSE_CACHE: 'false' } });
  visitor = stack.agent();
  [admin, member] = await Promise.all([stack.signedIn('admin'), stack.signedIn('member')]);
  const rows = await stack.rest.db.query<{ id: string; slug: string }>('SELECT id, slug FROM widget_groups');
  for (const row of rows) seeded[row.slug] = row.id;
});
afterAll(() => stack.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let serial = 0;
/** A unique lower-case word, for names and slugs of one test. */
const word = () => `w${Date.now().toString(36)}${(serial += 1)}`;

const STOREFRONT = `{
  highlight { content link }
  banner { name content image link }
  heroImage { type image name content }
}`;

const WIDGET_FIELDS = 'id groupID groupName name type content status slug link image createdAt updatedAt';
const CREATE_WIDGET = `mutation ($input: WidgetInput!) { createWidget(input: $input) { ${WIDGET_FIELDS} } }`;
const UPDATE_WIDGET = `mutation ($id: ID!, $input: WidgetUpdateInput!) { updateWidget(id: $id, input: $input) { ${WIDGET_FIELDS} } }`;
const DELETE_WIDGET = 'mutation ($id: ID!) { deleteWidget(id: $id) { id name } }';
const READ_WIDGET = `query ($id: ID!) { widget(id: $id) { ${WIDGET_FIELDS} } }`;

async function createWidget(input: Record<string, unknown>) {
  return expectData(await admin.gql(CREATE_WIDGET, { input: { name: `Widget ${word()}`, ...input } }))
    .createWidget;
}

describe('the storefront', () => {
  it('answers null for the highlight, banner and hero while their groups hold no active widget', async () => {
    await createWidget({ groupID: seeded.banner, status: false, content: 'Hidden' });
    const answer = await visitor.gql(STOREFRONT);
    expect(expectData(answer)).toEqual({ highlight: null, banner: null, heroImage: null });
  });

  it('shows the newest active widget of each group, a TEXT hero as IMAGE', async () => {
    await createWidget({ groupID: seeded.highlight, content: 'Gratis ongkir', link: '/shop' });
    await createWidget({
      groupID: seeded.banner,
      type: 'IMAGE',
      name: 'Lebaran Sale',
      content: 'Diskon 50%',
      image: '/uploads/banner.webp',
      link: '/product/category/batik',
    });
    const hero = await createWidget({
      groupID: seeded['hero-image'],
      type: 'TEXT',
      name: 'Koleksi Baru',
      content: 'Batik',
      image: '/uploads/hero.webp',
    });
    expect(expectData(await visitor.gql(STOREFRONT))).toEqual({
      highlight: { content: 'Gratis ongkir', link: '/shop' },
      banner: {
        name: 'Lebaran Sale',
        content: 'Diskon 50%',
        image: '/uploads/banner.webp',
        link: '/product/category/batik',
      },
      heroImage: { type: 'IMAGE', image: '/uploads/hero.webp', name: 'Koleksi Baru', content: 'Batik' },
    });

    expectData(
      await admin.gql(UPDATE_WIDGET, {
        id: hero.id,
        input: { type: 'VIDEO', image: 'https://cdn.test/hero.mp4' },
      }),
    );
    expect(expectData(await visitor.gql('{ heroImage { type image } }'))).toEqual({
      heroImage: { type: 'VIDEO', image: 'https://cdn.test/hero.mp4' },
    });
  });

  it('lets the storefront content be cached publicly', async () => {
    const answer = await visitor.gql(
      `{ highlight { content } affiliates { items { id status } paging { count } } }`,
    );
    expect(answer.headers['cache-control']).toBe('max-age=60, public');
  });
});

describe('affiliates', () => {
  const FIELDS = 'id name socialMedia username link image status createdAt updatedAt';
  const CREATE = `mutation ($input: AffiliateInput!) { createAffiliate(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation ($id: ID!, $input: AffiliateUpdateInput!) { updateAffiliate(id: $id, input: $input) { ${FIELDS} } }`;
  const DELETE = 'mutation ($id: ID!) { deleteAffiliate(id: $id) { id name status } }';
  const READ = `query ($id: ID!) { adminAffiliate(id: $id) { ${FIELDS} } }`;
  const input = (fields: Record<string, unknown> = {}) => ({
    name: `Sari ${word()}`,
    socialMedia: 'Instagram',
    username: '@sari',
    link: 'https://instagram.com/sari',
    image: '/uploads/sari.webp',
    ...fields,
  });

  it('shows active affiliates to the storefront, newest first with paging, and every one to staff', async () => {
    const name = word();
    const first = expectData(
      await admin.gql(CREATE, { input: input({ name: `${name} Ayu` }) }),
    ).createAffiliate;
    const hidden = expectData(
      await admin.gql(CREATE, { input: input({ name: `${name} Budi`, status: false }) }),
    ).createAffiliate;
    const last = expectData(
      await admin.gql(CREATE, { input: input({ name: `${name} Citra`, socialMedia: 'TikTok' }) }),
    ).createAffiliate;
    expect(first).toMatchObject({ socialMedia: 'Instagram', username: '@sari', status: true });
    expect(first.createdAt).toMatch(ISO);
    expect(hidden.status).toBe(false);

    const shop = expectData(
      await visitor.gql(
        `query ($q: String, $page: PageInput) {
          affiliates(q: $q, page: $page) { items { id name socialMedia username link image status } paging { count page limit } }
        }`,
        { q: name, page: { limit: 1, page: 2 } },
      ),
    ).affiliates;
    expect(shop).toEqual({
      items: [
        {
          id: first.id,
          name: first.name,
          socialMedia: 'Instagram',
          username: '@sari',
          link: 'https://instagram.com/sari',
          image: '/uploads/sari.webp',
          status: true,
        },
      ],
      paging: { count: 2, page: 2, limit: 1 },
    });
    expect(
      expectData(await visitor.gql('query ($q: String) { affiliates(q: $q) { items { id } } }', { q: name })),
    ).toEqual({ affiliates: { items: [{ id: last.id }, { id: first.id }] } });

    const staff = expectData(
      await admin.gql(
        'query ($q: String) { adminAffiliates(q: $q) { items { id status } paging { count page limit } } }',
        {
          q: name,
        },
      ),
    ).adminAffiliates;
    expect(staff).toEqual({
      items: [
        { id: last.id, status: true },
        { id: hidden.id, status: false },
        { id: first.id, status: true },
      ],
      paging: { count: 3, page: 1, limit: 10 },
    });
  });

  it('orders the back office list by sort (name A to Z, oldest first)', async () => {
    const tag = `sorted${Date.now()}`;
    for (const name of [`${tag} Charlie`, `${tag} alpha`, `${tag} Bravo`]) {
      expectData(await admin.gql(CREATE, { input: { ...input(), name } }));
    }
    const SORTED =
      'query ($q: String, $sort: ListSort) { adminAffiliates(q: $q, sort: $sort) { items { name } } }';
    const names = async (sort: string) =>
      expectData(await admin.gql(SORTED, { q: tag, sort })).adminAffiliates.items.map(
        (row: { name: string }) => row.name,
      );
    expect(await names('NAME')).toEqual([`${tag} alpha`, `${tag} Bravo`, `${tag} Charlie`]);
    expect(await names('OLDEST')).toEqual([`${tag} Charlie`, `${tag} alpha`, `${tag} Bravo`]);
    expect(await names('NEWEST')).toEqual([`${tag} Bravo`, `${tag} alpha`, `${tag} Charlie`]);
  });

  it('reads, updates and deletes an affiliate', async () => {
    const created = expectData(await admin.gql(CREATE, { input: input() })).createAffiliate;
    expect(expectData(await admin.gql(READ, { id: created.id })).adminAffiliate).toEqual(created);
    const updated = expectData(
      await admin.gql(UPDATE, {
        id: created.id,
        input: { socialMedia: 'Facebook', status: false, name: null },
      }),
    ).updateAffiliate;
    expect(updated).toMatchObject({
      id: created.id,
      name: created.name,
      socialMedia: 'Facebook',
      status: false,
    });
    expect(expectData(await admin.gql(DELETE, { id: created.id })).deleteAffiliate).toEqual({
      id: created.id,
      name: created.name,
      status: false,
    });
    expect(expectData(await admin.gql(READ, { id: created.id }))).toEqual({ adminAffiliate: null });
    expectGqlError(await admin.gql(DELETE, { id: created.id }), 'NOT_FOUND', 'Affiliate not found');
    expectGqlError(
      await admin.gql(UPDATE, { id: MISSING, input: { name: 'X' } }),
      'NOT_FOUND',
      'Affiliate not found',
    );
  });

  it("answers the REST API refusing an affiliate as BAD_USER_INPUT with its message (the spec's for a missing image)", async () => {
    const { image: _image, ...noImage } = input();
    expectGqlError(
      await admin.gql(CREATE, { input: noImage }),
      'BAD_USER_INPUT',
      'Please upload an image first',
    );
    expectGqlError(
      await admin.gql(CREATE, { input: input({ image: '' }) }),
      'BAD_USER_INPUT',
      'Please upload an image first',
    );
    const created = expectData(await admin.gql(CREATE, { input: input() })).createAffiliate;
    expectGqlError(
      await admin.gql(UPDATE, { id: created.id, input: { image: ' ' } }),
      'BAD_USER_INPUT',
      'Please upload an image first',
    );
    expectGqlError(
      await admin.gql(CREATE, { input: input({ link: 'instagram.com/sari' }) }),
      'BAD_USER_INPUT',
      /link/,
    );
    // The social network is an enum: the gateway refuses other values before the REST API sees them.
    expectGqlError(
      await admin.gql(CREATE, { input: input({ socialMedia: 'MySpace' }) }),
      'BAD_USER_INPUT',
      /SocialMedia/,
    );
  });

  it('answers FORBIDDEN to a member and UNAUTHENTICATED to a visitor', async () => {
    const existing = expectData(await admin.gql(CREATE, { input: input() })).createAffiliate;
    for (const [agent, code] of [
      [member, 'FORBIDDEN'],
      [visitor, 'UNAUTHENTICATED'],
    ] as const) {
      expectGqlError(await agent.gql('{ adminAffiliates { items { id } } }'), code);
      expectGqlError(await agent.gql(READ, { id: existing.id }), code);
      expectGqlError(await agent.gql(CREATE, { input: input() }), code);
      expectGqlError(await agent.gql(UPDATE, { id: existing.id, input: { name: 'Nope' } }), code);
      expectGqlError(await agent.gql(DELETE, { id: existing.id }), code);
    }
    expect(expectData(await admin.gql(READ, { id: existing.id })).adminAffiliate).toEqual(existing);
  });
});

describe('widget groups', () => {
  const FIELDS = 'id name slug description widgetCount createdAt updatedAt';
  const CREATE = `mutation ($input: WidgetGroupInput!) { createWidgetGroup(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation ($id: ID!, $input: WidgetGroupUpdateInput!) { updateWidgetGroup(id: $id, input: $input) { ${FIELDS} } }`;
  const DELETE = 'mutation ($id: ID!) { deleteWidgetGroup(id: $id) { id name widgetCount } }';
  const READ = `query ($id: ID!) { widgetGroup(id: $id) { ${FIELDS} } }`;

  it('creates, lists, reads, updates and deletes a group', async () => {
    const name = word();
    const created = expectData(
      await admin.gql(CREATE, { input: { name: `Promo ${name}`, description: ' Musim ' } }),
    ).createWidgetGroup;
    expect(created).toMatchObject({
      name: `Promo ${name}`,
      slug: `promo-${name}`,
      description: 'Musim',
      widgetCount: 0,
    });
    expect(created.createdAt).toMatch(ISO);
    expect(expectData(await admin.gql(READ, { id: created.id })).widgetGroup).toEqual(created);
    expect(
      expectData(
        await admin.gql(
          'query ($q: String) { widgetGroups(q: $q) { items { id } paging { count page limit } } }',
          { q: name },
        ),
      ).widgetGroups,
    ).toEqual({ items: [{ id: created.id }], paging: { count: 1, page: 1, limit: 10 } });

    const updated = expectData(
      await admin.gql(UPDATE, { id: created.id, input: { slug: `sale-${name}`, name: null } }),
    ).updateWidgetGroup;
    expect(updated).toMatchObject({ name: created.name, slug: `sale-${name}` });

    expect(expectData(await admin.gql(DELETE, { id: created.id })).deleteWidgetGroup).toEqual({
      id: created.id,
      name: created.name,
      widgetCount: 0,
    });
    expect(expectData(await admin.gql(READ, { id: created.id }))).toEqual({ widgetGroup: null });
  });

  it('answers CONFLICT for a slug taken and for a group that still holds widgets', async () => {
    const group = expectData(
      await admin.gql(CREATE, { input: { name: `Footer ${word()}` } }),
    ).createWidgetGroup;
    expectGqlError(
      await admin.gql(CREATE, { input: { name: 'Other', slug: group.slug } }),
      'CONFLICT',
      'A widget group with this slug already exists',
    );
    const second = expectData(
      await admin.gql(CREATE, { input: { name: `Sidebar ${word()}` } }),
    ).createWidgetGroup;
    expectGqlError(
      await admin.gql(UPDATE, { id: second.id, input: { slug: group.slug } }),
      'CONFLICT',
      'A widget group with this slug already exists',
    );
    // The groups the storefront reads keep their slug.
    expectGqlError(
      await admin.gql(UPDATE, { id: seeded.banner, input: { slug: group.slug } }),
      'CONFLICT',
      'The storefront reads the banner group; it cannot be renamed',
    );
    await createWidget({ groupID: group.id });
    expectGqlError(
      await admin.gql(DELETE, { id: group.id }),
      'CONFLICT',
      'This widget group still has 1 widget; delete them or move them to another group first',
    );
    expectGqlError(
      await admin.gql(CREATE, { input: { name: 'Bad', slug: 'Not_A_Slug' } }),
      'BAD_USER_INPUT',
      /slug/,
    );
    expectGqlError(
      await admin.gql(UPDATE, { id: MISSING, input: { name: 'X' } }),
      'NOT_FOUND',
      'Widget group not found',
    );
  });

  it('answers FORBIDDEN to a member and UNAUTHENTICATED to a visitor', async () => {
    for (const [agent, code] of [
      [member, 'FORBIDDEN'],
      [visitor, 'UNAUTHENTICATED'],
    ] as const) {
      expectGqlError(await agent.gql('{ widgetGroups { items { id } } }'), code);
      expectGqlError(await agent.gql(READ, { id: seeded.banner }), code);
      expectGqlError(await agent.gql(CREATE, { input: { name: 'Nope' } }), code);
      expectGqlError(await agent.gql(UPDATE, { id: seeded.banner, input: { name: 'Nope' } }), code);
      expectGqlError(await agent.gql(DELETE, { id: seeded.banner }), code);
    }
    expect(expectData(await admin.gql(READ, { id: seeded.banner })).widgetGroup).toMatchObject({
      name: 'Banner',
    });
  });
});

describe('widgets', () => {
  it('creates, lists by group, reads, updates and deletes a widget', async () => {
    const name = word();
    const group = expectData(
      await admin.gql(
        'mutation ($input: WidgetGroupInput!) { createWidgetGroup(input: $input) { id name } }',
        {
          input: { name: `Sidebar ${name}` },
        },
      ),
    ).createWidgetGroup;
    const created = await createWidget({ groupID: group.id, name: `Tips ${name}`, content: 'Cuci dingin' });
    expect(created).toMatchObject({
      groupID: group.id,
      groupName: group.name,
      name: `Tips ${name}`,
      type: 'TEXT',
      content: 'Cuci dingin',
      status: true,
      slug: `tips-${name}`,
      link: '',
      image: '',
    });
    const other = await createWidget({ groupID: seeded.highlight, name: `Tips ${name} lain`, status: false });

    const list = async (groupID?: string) =>
      expectData(
        await admin.gql(
          'query ($q: String, $groupID: ID) { widgets(q: $q, groupID: $groupID) { items { id } paging { count page limit } } }',
          { q: name, groupID },
        ),
      ).widgets;
    expect(await list()).toEqual({
      items: [{ id: other.id }, { id: created.id }],
      paging: { count: 2, page: 1, limit: 10 },
    });
    expect(await list(group.id)).toEqual({
      items: [{ id: created.id }],
      paging: { count: 1, page: 1, limit: 10 },
    });
    expect(expectData(await admin.gql(READ_WIDGET, { id: created.id })).widget).toEqual(created);

    const moved = expectData(
      await admin.gql(UPDATE_WIDGET, {
        id: created.id,
        input: { groupID: seeded.banner, type: 'IMAGE', image: '/uploads/x.webp', name: null },
      }),
    ).updateWidget;
    expect(moved).toMatchObject({
      groupID: seeded.banner,
      groupName: 'Banner',
      type: 'IMAGE',
      name: created.name,
    });

    expect(expectData(await admin.gql(DELETE_WIDGET, { id: created.id })).deleteWidget).toEqual({
      id: created.id,
      name: created.name,
    });
    expect(expectData(await admin.gql(READ_WIDGET, { id: created.id }))).toEqual({ widget: null });
    expectGqlError(await admin.gql(DELETE_WIDGET, { id: created.id }), 'NOT_FOUND', 'Widget not found');
  });

  it('answers the REST API refusing a widget with its code and message', async () => {
    const taken = await createWidget({ groupID: seeded.highlight, status: false });
    expectGqlError(
      await admin.gql(CREATE_WIDGET, { input: { groupID: seeded.highlight, name: 'Dup', slug: taken.slug } }),
      'CONFLICT',
      'A widget with this slug already exists',
    );
    expectGqlError(
      await admin.gql(CREATE_WIDGET, { input: { groupID: MISSING, name: 'Orphan' } }),
      'BAD_USER_INPUT',
      'groupID: unknown widget group',
    );
    expectGqlError(
      await admin.gql(UPDATE_WIDGET, { id: taken.id, input: { link: 'not a link' } }),
      'BAD_USER_INPUT',
      /link/,
    );
    expectGqlError(
      await admin.gql(UPDATE_WIDGET, { id: MISSING, input: { name: 'X' } }),
      'NOT_FOUND',
      'Widget not found',
    );
  });

  it('answers FORBIDDEN to a member and UNAUTHENTICATED to a visitor', async () => {
    const existing = await createWidget({ groupID: seeded.highlight, status: false });
    for (const [agent, code] of [
      [member, 'FORBIDDEN'],
      [visitor, 'UNAUTHENTICATED'],
    ] as const) {
      expectGqlError(await agent.gql('{ widgets { items { id } } }'), code);
      expectGqlError(await agent.gql(READ_WIDGET, { id: existing.id }), code);
      expectGqlError(
        await agent.gql(CREATE_WIDGET, { input: { groupID: seeded.highlight, name: 'Nope' } }),
        code,
      );
      expectGqlError(await agent.gql(UPDATE_WIDGET, { id: existing.id, input: { name: 'Nope' } }), code);
      expectGqlError(await agent.gql(DELETE_WIDGET, { id: existing.id }), code);
    }
    expect(expectData(await admin.gql(READ_WIDGET, { id: existing.id })).widget).toEqual(existing);
  });
});
