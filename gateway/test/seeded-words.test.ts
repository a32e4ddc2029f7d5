// The texts the REST API's seed writes (issue 32) through the gateway: the system roles' descriptions, the
// default permissions' descriptions, the storefront's widget groups and a widget's group name reach GraphQL in the
// language the caller reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectData } from './helpers/expect.js';
import { startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let root: Agent;
beforeAll(async () => {
  stack = await startStack();
  root = await stack.signedIn('root');
});
afterAll(() => stack.close());

const SEEDED = `{
  roles(q: "member") { items { roleName description } }
  permissions(q: "/v1/address/:id") { items { method endpoint description } }
  widgetGroups(q: "hero-image") { items { id slug name description } }
}`;

describe('seeded texts through the gateway', () => {
  it('answer in Indonesian for an Indonesian reader and in English for an English one', async () => {
    const indonesian = expectData(await root.gql(SEEDED, {}, { 'accept-language': 'id' }));
    expect(indonesian.roles.items).toContainEqual({ roleName: 'member', description: 'Pelanggan' });
    expect(indonesian.permissions.items).toContainEqual({
      method: 'DELETE',
      endpoint: '/v1/address/:id',
      description: 'Hapus alamat',
    });
    const [hero] = indonesian.widgetGroups.items;
    expect(hero).toMatchObject({ slug: 'hero-image', name: 'Gambar hero' });

    const english = expectData(await root.gql(SEEDED, {}, { 'accept-language': 'en' }));
    expect(english.roles.items).toContainEqual({ roleName: 'member', description: 'Customers' });
    expect(english.widgetGroups.items[0]).toMatchObject({ name: 'Hero image' });

    const made = expectData(
      await root.gql(
        'mutation ($input: WidgetInput!) { createWidget(input: $input) { groupName } }',
        { input: { groupID: hero.id, name: 'Koleksi musim hujan', type: 'IMAGE' } },
        { 'accept-language': 'id' },
      ),
    );
    expect(made.createWidget.groupName).toBe('Gambar hero');
  });
});
