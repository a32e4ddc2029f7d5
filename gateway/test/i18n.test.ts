// The gateway in Bahasa Indonesia and English (issue 23): its catalogues are complete and current, every REST call
// carries the caller's language (their lang cookie, else their Accept-Language), so REST's messages come back in
// it through GraphQL, and the gateway's own messages follow the same choice.
import { checkCatalogues } from '@lemari/shop/server/catalogue-check';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, startStack, type Stack } from './helpers/stack.js';

/** The Accept-Language of each REST call the gateway made, by path. */
const sent: { path: string; language: string | null }[] = [];
let failing = false;
const watching: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  sent.push({ path: url.pathname, language: new Headers(init?.headers).get('accept-language') });
  if (failing) return Promise.reject(new TypeError('fetch failed'));
  return globalThis.fetch(input, init);
};

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ fetch: watching });
});
afterAll(() => stack?.close());

const LANGUAGE_SETTING = 'query { languageSetting { language } }';
const SET_LANGUAGE = `mutation ($language: Language!) { updateLanguageSetting(language: $language) { language } }`;

describe('catalogues', () => {
  const report = checkCatalogues(fileURLToPath(new URL('..', import.meta.url)));

  it('en.json is what the sources define (run `pnpm --filter @lemari/gateway i18n:extract`)', () => {
    expect(report.stale).toEqual([]);
  });

  it('id.json has exactly the keys of en.json, each valid ICU with the same placeholders', () => {
    expect(report.keys).toEqual([]);
    expect(report.placeholders).toEqual([]);
  });
});

describe('the language of a request', () => {
  it("forwards the browser's Accept-Language to REST, whose message comes back in it", async () => {
    const visitor = stack.agent();
    sent.length = 0;
    const indonesian = await visitor.gql(
      SET_LANGUAGE,
      { language: 'id' },
      { 'accept-language': 'id-ID,id;q=0.9' },
    );
    expect(sent).toContainEqual({ path: '/v1/setting/language', language: 'id-ID,id;q=0.9' });
    expect(indonesian.errors?.[0]).toMatchObject({
      message: 'Silakan masuk untuk melanjutkan',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const english = await visitor.gql(SET_LANGUAGE, { language: 'id' }, { 'accept-language': 'en-US' });
    expect(english.errors?.[0]?.message).toBe('Please sign in to continue');
    sent.length = 0;
    const none = await visitor.gql(SET_LANGUAGE, { language: 'id' });
    expect(none.errors?.[0]?.message).toBe('Please sign in to continue');
    expect(sent).toContainEqual({ path: '/v1/setting/language', language: null });
  });

  it("takes the lang cookie over the browser's Accept-Language", async () => {
    const visitor = stack.agent();
    visitor.cookies.set('lang', 'id');
    sent.length = 0;
    const answer = await visitor.gql(SET_LANGUAGE, { language: 'id' }, { 'accept-language': 'en-US,en' });
    expect(answer.errors?.[0]?.message).toBe('Silakan masuk untuk melanjutkan');
    expect(sent).toContainEqual({ path: '/v1/setting/language', language: 'id' });
  });

  it("words the gateway's own messages in the language too, and never sends their private extension", async () => {
    const visitor = stack.agent();
    failing = true;
    try {
      const indonesian = await visitor.gql(SET_LANGUAGE, { language: 'id' }, { 'accept-language': 'id' });
      expect(indonesian.errors?.[0]?.message).toBe(
        'Toko sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.',
      );
      expect(indonesian.errors?.[0]?.extensions).not.toHaveProperty('i18nText');
      const english = await visitor.gql(SET_LANGUAGE, { language: 'id' });
      expect(english.errors?.[0]?.message).toBe(
        'The shop is not reachable right now. Please try again in a moment.',
      );
    } finally {
      failing = false;
    }
  });
});

describe("the shop's default language and a member's own", () => {
  it('is read by anyone and set by staff', async () => {
    const visitor = stack.agent();
    expect((await visitor.gql(LANGUAGE_SETTING)).data).toEqual({ languageSetting: { language: 'en' } });
    const admin = await stack.signedIn('admin');
    const set = await admin.gql(SET_LANGUAGE, { language: 'id' });
    expect(set.errors).toBeUndefined();
    expect(set.data).toEqual({ updateLanguageSetting: { language: 'id' } });
    try {
      expect((await visitor.gql(LANGUAGE_SETTING)).data).toEqual({ languageSetting: { language: 'id' } });
    } finally {
      await admin.gql(SET_LANGUAGE, { language: 'en' });
    }
  });

  it("is saved on a member's profile", async () => {
    const member = await signedInMember(stack, 'bahasa');
    // An account made before it chose none: each request's language applies.
    expect((await member.gql('query { profile { language } }')).data).toEqual({
      profile: { language: null },
    });
    const saved = await member.gql(
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { language } }',
      { input: { language: 'id' } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ updateProfile: { language: 'id' } });
  });
});
