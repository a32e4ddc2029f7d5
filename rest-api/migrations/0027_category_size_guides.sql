-- A size guide per category (issue 24): tops and bottoms are measured differently, so the table belongs to the
-- category, not to a picture in each product's gallery. { "columns": ["Lebar dada", "Panjang"], "rows": [{ "size":
-- "S", "values": [50, 70] }, …], "note": "…" }, in centimetres; NULL for a category without one. The REST API
-- checks the shape in full (every row as many values as columns, sizes once each); the table keeps only that it
-- is an object with columns and rows, so that no other writer stores something the storefront cannot read.
ALTER TABLE categories ADD COLUMN size_guide jsonb
  CHECK (size_guide IS NULL OR (jsonb_typeof(size_guide) = 'object'
    AND jsonb_typeof(size_guide -> 'columns') = 'array' AND jsonb_typeof(size_guide -> 'rows') = 'array'));
