-- The storefront's filters and facet counts read the product's row alone (issue 21's speed targets; what
-- bench/catalogue.ts measured on 10,000 products × ~10 variants after 0013: the /shop facets 26 / 36 ms at p50 /
-- p95, and 68 / 83 ms with "in stock only", where the page takes about 1 ms).
--
-- After 0013 a size or a colour alone was an overlap with products.sizes or products.colors, but a size with a
-- colour, "in stock only", the colour counts beside a chosen size (and the size counts beside a chosen colour)
-- and the category counts read product_variants or product_categories, row by row. Five more summaries, kept
-- in the same transaction as what they summarise (by 0011's and 0012's triggers), answer those from the
-- product's row:
--   in_stock_sizes, in_stock_colors   the sizes (colours) of the lists with an active variant in stock, in the
--                                     lists' order (as sizes and colors are those with an active variant);
--   size_colors, in_stock_size_colors the size and colour of each active variant (in stock) whose size and colour
--                                     are both in the lists, as 'size,colour' (a name holds no comma: 0010's
--                                     CHECK), by size then colour in the lists' order;
--   category_ids                      the product's categories, by id.
-- products.stock stays the active variants' sum: "in stock only" alone is stock > 0.
ALTER TABLE products
  ADD COLUMN in_stock_sizes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN in_stock_colors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN size_colors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN in_stock_size_colors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN category_ids uuid[] NOT NULL DEFAULT '{}';

-- 0011's summary of the given products' active variants, with the in-stock sizes and colours and the pairs.
CREATE OR REPLACE FUNCTION product_variants_summarise(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET stock = s.stock, colors = s.colors, sizes = s.sizes, in_stock_colors = s.in_stock_colors,
    in_stock_sizes = s.in_stock_sizes, size_colors = s.size_colors, in_stock_size_colors = s.in_stock_size_colors
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
            ORDER BY z.position, lower(z.name), z.id) AS sizes,
      ARRAY(SELECT c.name FROM product_colors c
            WHERE EXISTS (SELECT 1 FROM product_variants v
                          WHERE v.product_id = q.id AND v.active AND v.stock > 0 AND v.color = c.name)
            ORDER BY c.position, lower(c.name), c.id) AS in_stock_colors,
      ARRAY(SELECT z.name FROM product_sizes z
            WHERE EXISTS (SELECT 1 FROM product_variants v
                          WHERE v.product_id = q.id AND v.active AND v.stock > 0 AND v.size = z.name)
            ORDER BY z.position, lower(z.name), z.id) AS in_stock_sizes,
      ARRAY(SELECT z.name || ',' || c.name
            FROM product_variants v
            JOIN product_sizes z ON z.name = v.size
            JOIN product_colors c ON c.name = v.color
            WHERE v.product_id = q.id AND v.active
            ORDER BY z.position, lower(z.name), z.id, c.position, lower(c.name), c.id) AS size_colors,
      ARRAY(SELECT z.name || ',' || c.name
            FROM product_variants v
            JOIN product_sizes z ON z.name = v.size
            JOIN product_colors c ON c.name = v.color
            WHERE v.product_id = q.id AND v.active AND v.stock > 0
            ORDER BY z.position, lower(z.name), z.id, c.position, lower(c.name), c.id) AS in_stock_size_colors
    FROM products q WHERE q.id = ANY(ids)
  ) s
  WHERE p.id = s.id
    AND (p.stock, p.colors, p.sizes, p.in_stock_colors, p.in_stock_sizes, p.size_colors, p.in_stock_size_colors)
      IS DISTINCT FROM (s.stock, s.colors, s.sizes, s.in_stock_colors, s.in_stock_sizes, s.size_colors,
                        s.in_stock_size_colors)
$$;

SELECT product_variants_summarise(ARRAY(SELECT id FROM products));

-- 0013's refresh of the given products' search texts, which 0012's triggers run when a product's links to
-- categories are inserted or deleted (a deleted category's go by ON DELETE CASCADE, whose deletes fire them too)
-- and when a category is renamed, writes their categories' ids too: one new version of each product's row per
-- change, not two.
CREATE OR REPLACE FUNCTION product_search_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET search_text = product_search_document(p.id, p.product_name, p.material, p.description, p.colors),
      search_terms = product_search_terms(p.id, p.product_name, p.material, p.colors),
      category_ids = ARRAY(SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id
                           ORDER BY pc.category_id)
  WHERE p.id = ANY(ids)
$$;

UPDATE products p
SET category_ids = ARRAY(SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id
                         ORDER BY pc.category_id);

-- The price index carries every summary the filters and the facets read, so that a list's count and each facet's
-- pass over the products under the price bound read the index alone. No GIN index on the summaries: the lists
-- read the price, newest or best-selling index in order and stop at a page, and each stock change would write one.
DROP INDEX products_price_idx;
CREATE INDEX products_price_idx ON products (sell_price, id)
  INCLUDE (stock, sizes, colors, in_stock_sizes, in_stock_colors, size_colors, in_stock_size_colors, category_ids)
  WHERE deleted_at IS NULL AND status = 'active';
