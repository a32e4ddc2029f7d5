-- A product is sold as variants (issue 21): one per colour × size it comes in, each with its own SKU, stock and
-- active flag; price and weight stay on the product. A product without colours (or sizes) has variants whose
-- colour (or size) is '', as cart and order lines already store it.
--
-- products.stock, products.colors and products.sizes stay, as the spec's contract answers them, but are now the
-- summary of the product's active variants (stock: their sum; colours and sizes: those with an active variant, in
-- the lists' order), kept by the triggers below in the transaction of every variant change. Whoever changes
-- variants' stock locks the products first (in id order): the trigger then updates rows its transaction holds.
CREATE TABLE product_variants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  color text NOT NULL DEFAULT '',
  size text NOT NULL DEFAULT '',
  sku text NOT NULL CHECK (sku ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  stock integer NOT NULL CHECK (stock >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT product_variants_option_key UNIQUE (product_id, color, size)
);
CREATE UNIQUE INDEX product_variants_sku_key ON product_variants (lower(sku));
-- The dashboard's low-stock card and the staff list's low-stock filter: active variants at or under a threshold.
CREATE INDEX product_variants_low_stock_idx ON product_variants (stock, product_id) WHERE active;

-- The summary of the given products' active variants.
CREATE FUNCTION product_variants_summarise(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET stock = s.stock, colors = s.colors, sizes = s.sizes
  FROM (
    SELECT q.id,
      COALESCE((SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = q.id AND v.active), 0)::int
        AS stock,
      ARRAY(SELECT c.name FROM product_colors c
            WHERE EXISTS (SELECT 1 FROM product_variants v
                          WHERE v.product_id = q.id AND v.active AND v.color = c.name)
            ORDER BY c.position, lower(c.name), c.id) AS colors,
      ARRAY(SELECT z.name FROM product_sizes z
            WHERE EXISTS (SELECT 1 FROM product_variants v
                          WHERE v.product_id = q.id AND v.active AND v.size = z.name)
            ORDER BY z.position, lower(z.name), z.id) AS sizes
    FROM products q WHERE q.id = ANY(ids)
  ) s
  WHERE p.id = s.id AND (p.stock, p.colors, p.sizes) IS DISTINCT FROM (s.stock, s.colors, s.sizes)
$$;

CREATE FUNCTION product_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_variants_summarise(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_variants_summarise(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM product_variants_summarise(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

-- A trigger with transition tables has one event (PostgreSQL's rule), hence three.
CREATE TRIGGER product_variants_summary_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_changed();
CREATE TRIGGER product_variants_summary_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_changed();
CREATE TRIGGER product_variants_summary_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_changed();

-- The suggested SKU of a product's variant: the name, colour and size in capitals, every run of other characters a
-- dash ('Kemeja Linen', 'Navy', 'M' → KEMEJA-LINEN-NAVY-M). suggestSku in shop/src/rules.ts is the same rule.
CREATE FUNCTION sku_part(text, integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT rtrim(left(trim(BOTH '-' FROM upper(regexp_replace($1, '[^A-Za-z0-9]+', '-', 'g'))), $2), '-')
$$;

-- Variants made from a product's own colours, sizes and stock, for products that have none: one variant per colour
-- × size (all active), the stock spread over them — the quotient to each, and the remainder one by one to the first
-- combinations in the lists' order (24 over 2 colours × 4 sizes: 3 each; 10 over 3: 4, 3, 3; spreadStock in
-- shop/src/rules.ts). A product without colours or sizes gets one variant. Run below for the shop's products; bulk
-- imports that write products' colours, sizes and stock straight into the table (the benchmarks, the demo shop)
-- call it for what they inserted.
CREATE FUNCTION product_variants_from_options(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH combos AS (
    SELECT p.id, p.product_name, p.stock, c.color, s.size,
      greatest(cardinality(p.colors), 1) * greatest(cardinality(p.sizes), 1) AS n,
      (c.ord - 1) * greatest(cardinality(p.sizes), 1) + s.ord AS k
    FROM products p
    CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.colors) = 0 THEN ARRAY[''] ELSE p.colors END)
      WITH ORDINALITY AS c(color, ord)
    CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.sizes) = 0 THEN ARRAY[''] ELSE p.sizes END)
      WITH ORDINALITY AS s(size, ord)
    WHERE p.id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
  ),
  suggested AS (
    SELECT *, concat_ws('-', COALESCE(NULLIF(sku_part(product_name, 30), ''), 'SKU'),
                        NULLIF(sku_part(color, 10), ''), NULLIF(sku_part(size, 10), '')) AS base
    FROM combos
  )
  INSERT INTO product_variants (product_id, color, size, sku, stock)
  SELECT id, color, size,
    -- The readable SKU when it is free; else made unique with the product's id.
    CASE WHEN count(*) OVER (PARTITION BY lower(base)) = 1
              AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE lower(v.sku) = lower(base))
         THEN base
         ELSE base || '-' || upper(left(replace(id::text, '-', ''), 8)) END,
    stock / n + CASE WHEN k <= stock % n THEN 1 ELSE 0 END
  FROM suggested
$$;

SELECT product_variants_from_options(ARRAY(SELECT id FROM products));

-- Order lines name their variant (and keep its SKU as it was). A line (of an order or a cart) whose colour and size
-- the product no longer lists gets an inactive variant without stock, so that a cancelled order always has a
-- variant to return to, and a cart line always names one.
ALTER TABLE order_lines
  ADD COLUMN variant_id uuid REFERENCES product_variants (id) ON DELETE SET NULL,
  ADD COLUMN sku text NOT NULL DEFAULT '';
INSERT INTO product_variants (product_id, color, size, sku, stock, active)
SELECT DISTINCT ON (l.product_id, l.color, l.size) l.product_id, l.color, l.size,
  concat_ws('-', COALESCE(NULLIF(sku_part(p.product_name, 30), ''), 'SKU'), NULLIF(sku_part(l.color, 10), ''),
            NULLIF(sku_part(l.size, 10), ''), upper(left(replace(gen_random_uuid()::text, '-', ''), 8))),
  0, false
FROM (SELECT product_id, color, size FROM order_lines UNION SELECT product_id, color, size FROM cart_items) l
JOIN products p ON p.id = l.product_id
WHERE NOT EXISTS (SELECT 1 FROM product_variants v
                  WHERE v.product_id = l.product_id AND v.color = l.color AND v.size = l.size);
UPDATE order_lines l SET variant_id = v.id, sku = v.sku
FROM product_variants v
WHERE v.product_id = l.product_id AND v.color = l.color AND v.size = l.size;
CREATE INDEX order_lines_variant_idx ON order_lines (variant_id);

-- Units ordered and not given back (orders neither cancelled nor expired): the shop's best-selling order.
ALTER TABLE products ADD COLUMN sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0);
UPDATE products p SET sold = t.units
FROM (SELECT l.product_id, sum(l.quantity)::int AS units FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.status NOT IN ('cancelled', 'expired') GROUP BY l.product_id) t
WHERE p.id = t.product_id;

-- The colour each image shows ('' for every colour), in the images' order; the product page shows a colour's
-- images when it is picked.
ALTER TABLE products ADD COLUMN image_colors text[] NOT NULL DEFAULT '{}';

-- Variants at or under this many pieces show on the dashboard's low-stock card and the staff list's low-stock mark.
ALTER TABLE shop_settings
  ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 3
    CHECK (low_stock_threshold >= 0 AND low_stock_threshold <= 1000);
