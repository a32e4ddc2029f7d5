// SQL for products' variants as staff write them (the variant grid) and read them (low stock). Checkout's stock
// moves are in repository.ts beside the products they lock first.
import { suggestSku } from '@lemari/shop/rules';
import type { Static } from 'typebox';
import { isPgError, PG_UNIQUE_VIOLATION, type Queryable } from '../../db/index.js';
import { conflict } from '../../lib/errors.js';
import type { PageWindow } from '../../lib/schemas.js';
import { selectPage } from '../../lib/sql.js';
import { LOW_STOCK_THRESHOLD } from './repository.js';
import type { LowStockVariant, Variant } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

export type VariantRecord = Static<typeof Variant>;
export type LowStockVariantRecord = Static<typeof LowStockVariant>;

/** One cell of the grid as it will be written: colour and size in the lists' spelling ('' for none). */
export interface VariantCell {
  color: string;
  size: string;
  /** As sent; undefined keeps the variant's SKU, or suggests one for a new variant. */
  sku: string | undefined;
  stock: number;
  active: boolean;
}

/** Every variant of a product, active or not. */
export function variantsOfProduct(db: Queryable, productId: string): Promise<VariantRecord[]> {
  return db.query<VariantRecord>(
    `SELECT id, sku, color, size, stock, active FROM product_variants WHERE product_id = $1 ORDER BY id`,
    [productId],
  );
}

const cellKey = (cell: { color: string; size: string }) => `${cell.color}\u0000${cell.size}`;

/**
 * The SKUs of the cells that need one suggested: the product's name with the cell's colour and size, followed by
 * -2, -3, … when another variant (or another cell of this grid) has it.
 */
async function suggestedSkus(
  db: Queryable,
  productName: string,
  cells: VariantCell[],
  taken: Set<string>,
): Promise<Map<string, string>> {
  const wanted = cells.map((cell) => ({ cell, base: suggestSku(productName, cell.color, cell.size) }));
  const candidates = wanted.flatMap(({ base }) => [
    base,
    ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`),
  ]);
  if (candidates.length > 0) {
    const rows = await db.query<{ sku: string }>(
      'SELECT lower(sku) AS sku FROM product_variants WHERE lower(sku) = ANY($1::text[])',
      [candidates.map((sku) => sku.toLowerCase())],
    );
    for (const row of rows) taken.add(row.sku);
  }
  const chosen = new Map<string, string>();
  for (const { cell, base } of wanted) {
    let sku = base;
    for (let n = 2; taken.has(sku.toLowerCase()); n += 1) sku = `${base}-${n}`;
    taken.add(sku.toLowerCase());
    chosen.set(cellKey(cell), sku);
  }
  return chosen;
}

function skuTaken(skus: string[]) {
  return conflict(
    t(
      defineMessage({
        id: 'products.sku-taken',
        defaultMessage:
          "SKU {sku} is already used by another product's variant; each SKU is unique in the shop",
      }),
      { sku: skus[0] ?? 'given' },
    ),
    { skus },
  );
}

/**
 * Writes a product's variant grid: each cell's variant is created or updated (matched by colour and size), and
 * the product's other variants stop being sold (they stay, with their SKUs, for past orders). The caller holds the
 * product's row lock (its transaction locked it first), and the triggers of migration 0011 bring the product's
 * stock, colours and sizes along. A SKU another product's variant has answers 409.
 */
export async function setVariants(
  tx: Queryable,
  product: { id: string; productName: string },
  cells: VariantCell[],
): Promise<void> {
  const existing = await variantsOfProduct(tx, product.id);
  const byCell = new Map(existing.map((variant) => [cellKey(variant), variant]));
  const sent = new Set(cells.flatMap((cell) => (cell.sku ? [cell.sku.toLowerCase()] : [])));
  // SKUs this grid keeps (as sent, or the variant's own) are not free for a suggestion.
  const kept = new Set(
    cells.flatMap((cell) => {
      const own = byCell.get(cellKey(cell))?.sku;
      return [cell.sku ?? own].filter((sku): sku is string => !!sku).map((sku) => sku.toLowerCase());
    }),
  );
  const suggested = await suggestedSkus(
    tx,
    product.productName,
    cells.filter((cell) => !cell.sku && !byCell.has(cellKey(cell))),
    kept,
  );
  // A SKU moving between this product's cells would meet itself in the unique index half-way: the variants that
  // hold a SKU this grid hands out get a temporary one first.
  const moving = existing
    .filter((variant) => sent.has(variant.sku.toLowerCase()))
    .map((variant) => variant.id);
  if (moving.length > 0) {
    await tx.execute(
      `UPDATE product_variants SET sku = 'X' || replace(id::text, '-', '') WHERE id = ANY($1::uuid[])`,
      [moving],
    );
  }
  const rows = cells.map((cell) => ({
    color: cell.color,
    size: cell.size,
    sku: cell.sku ?? byCell.get(cellKey(cell))?.sku ?? suggested.get(cellKey(cell))!,
    stock: cell.stock,
    active: cell.active,
  }));
  // A SKU of another product's variant is refused before writing (a failed statement would end the transaction);
  // the unique index still holds against a concurrent write, answered the same way.
  const clash = await tx.query<{ sku: string }>(
    `SELECT sku FROM product_variants WHERE lower(sku) = ANY($1::text[]) AND product_id <> $2 ORDER BY sku`,
    [rows.map((row) => row.sku.toLowerCase()), product.id],
  );
  if (clash.length > 0) throw skuTaken(clash.map((row) => row.sku));
  try {
    await tx.execute(
      `INSERT INTO product_variants AS v (product_id, color, size, sku, stock, active)
       SELECT $1, t.color, t.size, t.sku, t.stock, t.active
       FROM jsonb_to_recordset($2::jsonb) AS t(color text, size text, sku text, stock int, active boolean)
       ON CONFLICT ON CONSTRAINT product_variants_option_key DO UPDATE
         SET sku = EXCLUDED.sku, stock = EXCLUDED.stock, active = EXCLUDED.active, updated_at = now()
         WHERE (v.sku, v.stock, v.active) IS DISTINCT FROM (EXCLUDED.sku, EXCLUDED.stock, EXCLUDED.active)`,
      [product.id, JSON.stringify(rows)],
    );
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw skuTaken([]);
    throw error;
  }
  const keep = new Set(cells.map(cellKey));
  const retired = existing.filter((variant) => variant.active && !keep.has(cellKey(variant)));
  if (retired.length > 0) {
    await tx.execute(
      'UPDATE product_variants SET active = false, updated_at = now() WHERE id = ANY($1::uuid[])',
      [retired.map((variant) => variant.id)],
    );
  }
}

/**
 * Active variants of the catalogue's products (active and draft, not deleted) with at most the shop's low-stock
 * threshold, fewest first.
 */
export function lowStockVariants(db: Queryable, window: PageWindow) {
  return selectPage<LowStockVariantRecord>(
    db,
    {
      columns: `v.id, v.sku, v.color, v.size, v.stock, p.id AS "productId", p.product_name AS "productName",
        COALESCE(p.images[1], '') AS "mainImage"`,
      from: 'product_variants v JOIN products p ON p.id = v.product_id',
      where: ['v.active', 'p.deleted_at IS NULL', `v.stock <= ${LOW_STOCK_THRESHOLD}`],
      params: [],
      orderBy: 'v.stock, lower(p.product_name), v.id',
    },
    window,
  );
}
