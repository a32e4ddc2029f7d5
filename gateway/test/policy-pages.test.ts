// The policy pages through the gateway, with the response cache on: read by visitors in the language they ask for
// (or their request's), each language kept apart; a staff save shows at once; members may neither read the staff
// shape nor save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectData, expectGqlError } from './helpers/expect.js';
import { startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let admin: Agent;
let member: Agent;

beforeAll(async () => {
  stack = await startStack();
  [admin, member] = await Promise.all([stack.signedIn('admin'), stack.signedIn('member')]);
});
afterAll(() => stack.close());

const READ = `query ($slug: String!, $language: Language!) {
  policyPage(slug: $slug, language: $language) { slug language title body updatedAt }
}`;
const SOURCE = `query ($slug: String!) {
  policyPageSource(slug: $slug) { slug en { title body } id { title body } updatedAt }
}`;
const UPDATE = `mutation ($slug: String!, $input: PolicyPageInput!) {
  updatePolicyPage(slug: $slug, input: $input) { slug en { title body } id { title body } updatedAt }
}`;
const RETURNS = {
  en: { title: 'Returns within 14 days', body: 'Unworn, with tags.\n\n- Write to us\n- Send it back' },
  id: { title: 'Pengembalian 14 hari', body: 'Belum dipakai, dengan label.' },
};

describe('the policy pages', () => {
  it('are read by visitors in the language asked for, from the cache, each language apart', async () => {
    const english = await stack.agent().gql(READ, { slug: 'returns', language: 'en' });
    expect(expectData(english).policyPage).toMatchObject({
      slug: 'returns',
      language: 'en',
      title: 'Return Policy',
    });
    expect(english.headers['cache-control']).toBe('max-age=60, public');
    const kept = await stack.agent().gql(READ, { slug: 'returns', language: 'en' });
    expect(kept.headers.age, 'the second read is the kept answer').toBeDefined();
    expect(expectData(kept).policyPage.title).toBe('Return Policy');
    // The argument wins over an Indonesian reader's header.
    const asked = await stack
      .agent()
      .gql(READ, { slug: 'returns', language: 'en' }, { 'accept-language': 'id' });
    expect(expectData(asked).policyPage.title).toBe('Return Policy');
    const indonesian = await stack.agent().gql(READ, { slug: 'returns', language: 'id' });
    expect(expectData(indonesian).policyPage).toMatchObject({
      language: 'id',
      title: 'Kebijakan Pengembalian',
    });
    // Without the argument, the request's language, each kept apart.
    const BY_REQUEST = '{ policyPage(slug: "returns") { language title } }';
    for (const [header, title] of [
      ['id-ID,id;q=0.9', 'Kebijakan Pengembalian'],
      ['en', 'Return Policy'],
      ['id', 'Kebijakan Pengembalian'],
    ] as const) {
      const answer = await stack.agent().gql(BY_REQUEST, {}, { 'accept-language': header });
      expect(expectData(answer).policyPage.title, header).toBe(title);
    }
  });

  it('show a staff save at once, in both languages', async () => {
    // Both languages kept first.
    await stack.agent().gql(READ, { slug: 'returns', language: 'en' });
    await stack.agent().gql(READ, { slug: 'returns', language: 'id' });
    const before = expectData(await admin.gql(SOURCE, { slug: 'returns' })).policyPageSource;
    expect(before.en.title).toBe('Return Policy');

    const saved = await admin.gql(UPDATE, {
      slug: 'returns',
      input: { en: { ...RETURNS.en, title: `  ${RETURNS.en.title} ` }, id: RETURNS.id },
    });
    expect(expectData(saved).updatePolicyPage).toMatchObject({ slug: 'returns', ...RETURNS });

    const english = await stack.agent().gql(READ, { slug: 'returns', language: 'en' });
    expect(english.headers.age, 'read from the REST API again').toBeUndefined();
    expect(expectData(english).policyPage).toMatchObject(RETURNS.en);
    const indonesian = await stack.agent().gql(READ, { slug: 'returns', language: 'id' });
    expect(expectData(indonesian).policyPage).toMatchObject(RETURNS.id);
  });

  it('answer an unknown page with NOT_FOUND and a sentence in the reader’s language', async () => {
    expectGqlError(
      await stack.agent().gql(READ, { slug: 'refunds', language: 'en' }),
      'NOT_FOUND',
      /no policy page called “refunds”.*shipping, returns, privacy, terms/,
    );
    expectGqlError(
      await stack.agent().gql(READ, { slug: 'refunds', language: 'id' }, { 'accept-language': 'id' }),
      'NOT_FOUND',
      /Tidak ada halaman kebijakan/,
    );
    expectGqlError(await admin.gql(UPDATE, { slug: 'refunds', input: RETURNS }), 'NOT_FOUND');
  });

  it('are saved by staff only, with a sentence for bad input, and nothing changes', async () => {
    expectGqlError(await member.gql(UPDATE, { slug: 'terms', input: RETURNS }), 'FORBIDDEN');
    expectGqlError(await member.gql(SOURCE, { slug: 'terms' }), 'FORBIDDEN');
    expectGqlError(await stack.agent().gql(UPDATE, { slug: 'terms', input: RETURNS }), 'UNAUTHENTICATED');
    expectGqlError(
      await admin.gql(UPDATE, { slug: 'terms', input: { ...RETURNS, en: { title: ' ', body: 'x' } } }),
      'BAD_USER_INPUT',
      /en\.title is required/,
    );
    expectGqlError(
      await admin.gql(UPDATE, {
        slug: 'terms',
        input: { ...RETURNS, id: { title: 'Syarat', body: 'x'.repeat(20_001) } },
      }),
      'BAD_USER_INPUT',
      /id\.body must be at most 20000 characters/,
    );
    const terms = expectData(await stack.agent().gql(READ, { slug: 'terms', language: 'en' })).policyPage;
    expect(terms.title).toBe('Terms of Service');
  });
});
