// SQL for the policy pages (migration 0031): one row per page and language.
import type { Language } from '@lemari/shop/rules';
import type { PolicySlug } from '@lemari/shop/policy-pages';
import type { Queryable } from '../../db/index.js';
import type { PolicyPage, PolicyPageBody, PolicyPageSource } from './schemas.js';

interface Row {
  slug: PolicySlug;
  language: Language;
  title: string;
  body: string;
  updated_at: Date | string;
}

const COLUMNS = 'slug, language, title, body, updated_at';
const iso = (value: Date | string) => new Date(value).toISOString();

/** The page in one language, or null when the shop has none (an unknown slug, or a row an operator deleted). */
export async function policyPage(
  db: Queryable,
  slug: PolicySlug,
  language: Language,
): Promise<PolicyPage | null> {
  const row = await db.maybeOne<Row>(
    `SELECT ${COLUMNS} FROM policy_pages WHERE slug = $1 AND language = $2`,
    [slug, language],
  );
  return row
    ? {
        slug: row.slug,
        language: row.language,
        title: row.title,
        body: row.body,
        updatedAt: iso(row.updated_at),
      }
    : null;
}

function sourceOf(slug: PolicySlug, rows: Row[]): PolicyPageSource | null {
  const en = rows.find((row) => row.language === 'en');
  const id = rows.find((row) => row.language === 'id');
  if (!en || !id) return null;
  const updatedAt = [en, id].map((row) => iso(row.updated_at)).sort()[1]!;
  return {
    slug,
    en: { title: en.title, body: en.body },
    id: { title: id.title, body: id.body },
    updatedAt,
  };
}

/** The page in both languages, as staff edit it; null when either language's row is missing. */
export async function policyPageSource(db: Queryable, slug: PolicySlug): Promise<PolicyPageSource | null> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM policy_pages WHERE slug = $1`, [slug]);
  return sourceOf(slug, rows);
}

/** Saves both languages of a page at once (one statement: a reader never sees one language saved without the other). */
export async function savePolicyPage(
  db: Queryable,
  slug: PolicySlug,
  page: PolicyPageBody,
): Promise<PolicyPageSource> {
  const rows = await db.query<Row>(
    `INSERT INTO policy_pages (slug, language, title, body)
     VALUES ($1, 'en', $2, $3), ($1, 'id', $4, $5)
     ON CONFLICT (slug, language) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, updated_at = now()
     RETURNING ${COLUMNS}`,
    [slug, page.en.title, page.en.body, page.id.title, page.id.body],
  );
  return sourceOf(slug, rows)!;
}
