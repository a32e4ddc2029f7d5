// SQL for affiliates: the back office's list and edits, and the storefront's list of active ones.
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import type { ListSort, PageWindow } from '../../lib/schemas.js';
import { assignments, insertedId, isoTime, searchCondition, selectPage, sortOrder } from '../../lib/sql.js';
import type { Affiliate, PublicAffiliate } from './schemas.js';

export type AffiliateRecord = Static<typeof Affiliate>;
export type PublicAffiliateRecord = Static<typeof PublicAffiliate>;

const PUBLIC_COLUMNS = `a.id, a.name, a.social_media AS "socialMedia", a.username, a.link, a.image`;
const COLUMNS = `${PUBLIC_COLUMNS}, a.status,
  ${isoTime('a.created_at')} AS "createdAt", ${isoTime('a.updated_at')} AS "updatedAt"`;

const SEARCHED = ['a.name', 'a.username', 'a.social_media'];
// Newest first, in the order of affiliates_listing_idx.
const ORDER = 'a.created_at DESC, a.id';

export function getAffiliate(db: Queryable, id: string) {
  return db.maybeOne<AffiliateRecord>(`SELECT ${COLUMNS} FROM affiliates a WHERE a.id = $1`, [id]);
}

export function listAffiliates(db: Queryable, q: string | undefined, window: PageWindow, sort?: ListSort) {
  const params: unknown[] = [];
  return selectPage<AffiliateRecord>(
    db,
    {
      columns: COLUMNS,
      from: 'affiliates a',
      where: [searchCondition(SEARCHED, q, params)],
      params,
      orderBy: sortOrder(sort, { created: 'a.created_at', names: ['a.name', 'a.username'], id: 'a.id' }),
    },
    window,
  );
}

/** The storefront's list: active affiliates only, without their status and timestamps. */
export function listActiveAffiliates(db: Queryable, q: string | undefined, window: PageWindow) {
  const params: unknown[] = [];
  return selectPage<PublicAffiliateRecord>(
    db,
    {
      columns: PUBLIC_COLUMNS,
      from: 'affiliates a',
      where: ['a.status', searchCondition(SEARCHED, q, params)],
      params,
      orderBy: ORDER,
    },
    window,
  );
}

export interface NewAffiliate {
  name: string;
  socialMedia: string;
  username: string;
  link: string;
  image: string;
  status: boolean;
}

export async function insertAffiliate(db: Queryable, affiliate: NewAffiliate): Promise<string> {
  return insertedId(
    db,
    `INSERT INTO affiliates (name, social_media, username, link, image, status)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      affiliate.name,
      affiliate.socialMedia,
      affiliate.username,
      affiliate.link,
      affiliate.image,
      affiliate.status,
    ],
  );
}

export type AffiliatePatch = { [K in keyof NewAffiliate]?: NewAffiliate[K] | undefined };

const PATCH_COLUMNS: Record<keyof NewAffiliate, string> = {
  name: 'name',
  socialMedia: 'social_media',
  username: 'username',
  link: 'link',
  image: 'image',
  status: 'status',
};

/** Sets the given fields; answers false when there is no such affiliate. */
export async function updateAffiliate(db: Queryable, id: string, patch: AffiliatePatch): Promise<boolean> {
  const { sets, params } = assignments(patch, PATCH_COLUMNS);
  return (await db.execute(`UPDATE affiliates SET ${sets} WHERE id = $1`, [id, ...params])) > 0;
}

export async function deleteAffiliate(db: Queryable, id: string): Promise<boolean> {
  return (await db.execute('DELETE FROM affiliates WHERE id = $1', [id])) > 0;
}
