-- A cart lists its lines in the order they were added. created_at alone cannot say it: lines merged in one
-- transaction may share a timestamp (PGlite's clock counts milliseconds), so each line gets a rising number.
ALTER TABLE cart_items ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
