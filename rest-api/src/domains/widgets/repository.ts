// SQL for widget groups and widgets: the back office's lists and edits, free slugs, and the storefront's reads.
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isPgError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../db/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { PageWindow } from '../../lib/schemas.js';
import {
  assignments,
  insertedId,
  isoTime,
  searchCondition,
  searchedPage,
  selectPage,
} from '../../lib/sql.js';
import { SLUG_MAX_LENGTH, slugOf } from '@lemari/shop/rules';
import type { Widget, WidgetGroup, WidgetType } from './schemas.js';
import { defineMessage, t, type Text } from '../../i18n/index.js';

export type WidgetGroupRecord = Static<typeof WidgetGroup>;
export type WidgetRecord = Static<typeof Widget>;

// widgets.group_id is ON DELETE RESTRICT, which fails with restrict_violation rather than foreign_key_violation.
const PG_RESTRICT_VIOLATION = '23001';
const UNKNOWN_GROUP = defineMessage({
  id: 'widgets.unknown-group',
  defaultMessage: 'groupID: unknown widget group',
});

type SluggedTable = 'widget_groups' | 'widgets';

/** The slug a row gets when its name holds no letter or digit. */
const FALLBACK_SLUG: Record<SluggedTable, string> = { widget_groups: 'group', widgets: 'widget' };
/** Attempts at a made-up slug before giving up, when concurrent creations keep taking the one chosen. */
const SLUG_ATTEMPTS = 10;
// Room left in a made-up slug for the "-N" that makes it unique.
const SLUG_SUFFIX_ROOM = 6;

/** The slug made of name, or that slug followed by -2, -3, …: the first one no row of table has. */
async function freeSlug(db: Queryable, table: SluggedTable, name: string): Promise<string> {
  const base =
    slugOf(name)
      .slice(0, SLUG_MAX_LENGTH - SLUG_SUFFIX_ROOM)
      .replace(/-+$/, '') || FALLBACK_SLUG[table];
  // base holds only letters, digits and dashes, so it needs no LIKE escaping.
  const rows = await db.query<{ slug: string }>(
    `SELECT lower(slug) AS slug FROM ${table} WHERE lower(slug) = $1 OR lower(slug) LIKE $2`,
    [base, `${base}-%`],
  );
  const taken = new Set(rows.map((row) => row.slug));
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * Runs insert with the given slug, or with a free one made of name. A given slug that is taken is a 409; a
 * made-up one taken meanwhile by a concurrent creation is made again.
 */
async function withSlug<T>(
  db: Queryable,
  table: SluggedTable,
  given: { slug?: string | undefined; name: string },
  takenMessage: Text,
  insert: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = given.slug ?? (await freeSlug(db, table, given.name));
    try {
      return await insert(slug);
    } catch (error) {
      const slugTaken = isPgError(error, PG_UNIQUE_VIOLATION);
      if (slugTaken && given.slug === undefined && attempt < SLUG_ATTEMPTS) continue;
      if (slugTaken) throw conflict(takenMessage);
      throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Widget groups.

const GROUP_TAKEN = defineMessage({
  id: 'widgets.group-slug-taken',
  defaultMessage: 'A widget group with this slug already exists',
});

const GROUP_COLUMNS = `
  g.id, g.name, g.slug, g.description,
  (SELECT count(*) FROM widgets w WHERE w.group_id = g.id)::integer AS "widgetCount",
  ${isoTime('g.created_at')} AS "createdAt", ${isoTime('g.updated_at')} AS "updatedAt"`;

export function getWidgetGroup(db: Queryable, id: string) {
  return db.maybeOne<WidgetGroupRecord>(`SELECT ${GROUP_COLUMNS} FROM widget_groups g WHERE g.id = $1`, [id]);
}

/** Groups by name: the list is short, and the widget form offers it as options. */
export function listWidgetGroups(db: Queryable, q: string | undefined, window: PageWindow) {
  return searchedPage<WidgetGroupRecord>(
    db,
    {
      columns: GROUP_COLUMNS,
      from: 'widget_groups g',
      search: ['g.name', 'g.slug', 'g.description'],
      q,
      orderBy: 'lower(g.name), g.id',
    },
    window,
  );
}

export interface NewWidgetGroup {
  name: string;
  slug?: string | undefined;
  description: string;
}

export function insertWidgetGroup(db: Queryable, group: NewWidgetGroup): Promise<string> {
  return withSlug(db, 'widget_groups', group, GROUP_TAKEN, (slug) =>
    insertedId(db, 'INSERT INTO widget_groups (name, slug, description) VALUES ($1, $2, $3) RETURNING id', [
      group.name,
      slug,
      group.description,
    ]),
  );
}

export type WidgetGroupPatch = { [K in keyof NewWidgetGroup]?: NewWidgetGroup[K] | undefined };

/** Sets the given fields; answers false when there is no such group. */
export async function updateWidgetGroup(db: Queryable, id: string, patch: WidgetGroupPatch) {
  const { sets, params } = assignments(patch, { name: 'name', slug: 'slug', description: 'description' });
  try {
    return (await db.execute(`UPDATE widget_groups SET ${sets} WHERE id = $1`, [id, ...params])) > 0;
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw conflict(GROUP_TAKEN);
    throw error;
  }
}

/** Deletes a group that holds no widgets; the foreign key refuses one that gained a widget meanwhile. */
export async function deleteWidgetGroup(db: Queryable, id: string): Promise<void> {
  try {
    await db.execute('DELETE FROM widget_groups WHERE id = $1', [id]);
  } catch (error) {
    if (isPgError(error, PG_RESTRICT_VIOLATION) || isPgError(error, PG_FOREIGN_KEY_VIOLATION)) {
      throw groupInUse();
    }
    throw error;
  }
}

export const groupInUse = (count?: number) =>
  conflict(
    count === undefined
      ? defineMessage({
          id: 'widgets.group-in-use',
          defaultMessage:
            'This widget group still has widgets; delete them or move them to another group first',
        })
      : t(
          defineMessage({
            id: 'widgets.group-in-use-count',
            defaultMessage:
              'This widget group still has {count, plural, one {# widget} other {# widgets}}; delete them or move them to another group first',
          }),
          { count },
        ),
  );

// ---------------------------------------------------------------------------------------------------------------
// Widgets.

const WIDGET_TAKEN = defineMessage({
  id: 'widgets.widget-slug-taken',
  defaultMessage: 'A widget with this slug already exists',
});

const WIDGET_COLUMNS = `
  w.id, w.group_id AS "groupID", g.name AS "groupName", g.slug AS "groupSlug", w.name, w.type, w.content, w.status, w.slug, w.link,
  w.image, ${isoTime('w.created_at')} AS "createdAt", ${isoTime('w.updated_at')} AS "updatedAt"`;
const WIDGET_FROM = 'widgets w JOIN widget_groups g ON g.id = w.group_id';

export function getWidget(db: Queryable, id: string) {
  return db.maybeOne<WidgetRecord>(`SELECT ${WIDGET_COLUMNS} FROM ${WIDGET_FROM} WHERE w.id = $1`, [id]);
}

export function listWidgets(
  db: Queryable,
  filter: { q?: string | undefined; groupID?: string | undefined },
  window: PageWindow,
) {
  const params: unknown[] = [];
  const where = [searchCondition(['w.name', 'w.slug', 'w.content'], filter.q, params)];
  if (filter.groupID) {
    params.push(filter.groupID);
    where.push(`w.group_id = $${params.length}`);
  }
  return selectPage<WidgetRecord>(
    db,
    { columns: WIDGET_COLUMNS, from: WIDGET_FROM, where, params, orderBy: 'w.created_at DESC, w.id' },
    window,
  );
}

export interface NewWidget {
  groupID: string;
  name: string;
  type: WidgetType;
  content: string;
  status: boolean;
  slug?: string | undefined;
  link: string;
  image: string;
}

/** The foreign key's refusal of a group id that does not exist, as the 400 it is. */
function unknownGroup(error: unknown): never {
  if (isPgError(error, PG_FOREIGN_KEY_VIOLATION)) throw badRequest(UNKNOWN_GROUP);
  throw error;
}

export async function insertWidget(db: Queryable, widget: NewWidget): Promise<string> {
  try {
    return await withSlug(db, 'widgets', widget, WIDGET_TAKEN, (slug) =>
      insertedId(
        db,
        `INSERT INTO widgets (group_id, name, type, content, status, slug, link, image)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          widget.groupID,
          widget.name,
          widget.type,
          widget.content,
          widget.status,
          slug,
          widget.link,
          widget.image,
        ],
      ),
    );
  } catch (error) {
    unknownGroup(error);
  }
}

export type WidgetPatch = { [K in keyof NewWidget]?: NewWidget[K] | undefined };

/** Sets the given fields; answers false when there is no such widget. */
export async function updateWidget(db: Queryable, id: string, patch: WidgetPatch): Promise<boolean> {
  const { sets, params } = assignments(patch, {
    groupID: 'group_id',
    name: 'name',
    type: 'type',
    content: 'content',
    status: 'status',
    slug: 'slug',
    link: 'link',
    image: 'image',
  });
  try {
    return (await db.execute(`UPDATE widgets SET ${sets} WHERE id = $1`, [id, ...params])) > 0;
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw conflict(WIDGET_TAKEN);
    unknownGroup(error);
  }
}

export async function deleteWidget(db: Queryable, id: string): Promise<boolean> {
  return (await db.execute('DELETE FROM widgets WHERE id = $1', [id])) > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The storefront.

export interface ShownWidget {
  name: string;
  type: WidgetType;
  content: string;
  link: string;
  image: string;
}

/** The newest active widget of the group with this slug (through widgets_group_idx), if any. */
/** The newest active widget of the group; with `without`, the newest whose name and content do not say it. */
export function newestActiveWidget(db: Queryable, groupSlug: string, without?: string) {
  return db.maybeOne<ShownWidget>(
    `SELECT w.name, w.type, w.content, w.link, w.image FROM widgets w
     WHERE w.status AND w.group_id = (SELECT id FROM widget_groups WHERE lower(slug) = lower($1))
       AND ($2::text IS NULL OR (strpos(w.content, $2) = 0 AND strpos(w.name, $2) = 0))
     ORDER BY w.created_at DESC, w.id DESC LIMIT 1`,
    [groupSlug, without ?? null],
  );
}
