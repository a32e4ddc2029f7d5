-- Search that finds what shoppers type (issue 21): a product is found by its name, material, description, colours
-- and categories' names, by word prefixes ("bati" finds Batik) and despite typos ("kemja" finds Kemeja).
--
-- products.search_text was a generated column of name, material and description (migration 0002); it becomes a
-- plain column kept by triggers, because it now also holds the product's colours (products.colors, which the
-- variant triggers of 0011 keep) and the names of its categories (other tables). It is the lower-case text with a
-- space in front, so that a word's prefix is LIKE '% word%' wherever the word is. The trigram index of 0002
-- (products_search_idx, fastupdate off since 0004) stays on it and serves both LIKE and the word-similarity
-- operator <%.
ALTER TABLE products ALTER COLUMN search_text DROP EXPRESSION;

-- The search text of a product: its name, material, colours, categories' names (by name) and description.
CREATE FUNCTION product_search_document(product uuid, name text, material text, description text, colors text[])
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT ' ' || lower(concat_ws(' ', name, material, array_to_string(colors, ' '),
    (SELECT string_agg(c.category_name, ' ' ORDER BY lower(c.category_name), c.id)
     FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = product),
    description))
$$;

-- The search text of the given products, written again (their categories or a category's name changed).
CREATE FUNCTION product_search_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET search_text = product_search_document(p.id, p.product_name, p.material, p.description, p.colors)
  WHERE p.id = ANY(ids)
$$;

UPDATE products p
SET search_text = product_search_document(p.id, p.product_name, p.material, p.description, p.colors);
ALTER TABLE products ALTER COLUMN search_text SET DEFAULT '', ALTER COLUMN search_text SET NOT NULL;

CREATE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_document(NEW.id, NEW.product_name, NEW.material, NEW.description, NEW.colors);
  RETURN NEW;
END;
$$;
CREATE TRIGGER products_search_text_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text();
-- Only when what the text is made of changes: stock and sold change with every order, and 0011's summary
-- rewrites stock, colours and sizes together.
CREATE TRIGGER products_search_text_update BEFORE UPDATE OF product_name, material, description, colors ON products
  FOR EACH ROW
  WHEN (OLD.product_name IS DISTINCT FROM NEW.product_name OR OLD.material IS DISTINCT FROM NEW.material
        OR OLD.description IS DISTINCT FROM NEW.description OR OLD.colors IS DISTINCT FROM NEW.colors)
  EXECUTE FUNCTION products_search_text();

CREATE FUNCTION product_categories_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSE
    PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
-- A trigger with transition tables has one event (as in 0011). Links are only inserted and deleted.
CREATE TRIGGER product_categories_search_text_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_categories_search_text();
CREATE TRIGGER product_categories_search_text_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_categories_search_text();

CREATE FUNCTION categories_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = NEW.id));
  RETURN NULL;
END;
$$;
CREATE TRIGGER categories_search_text AFTER UPDATE OF category_name ON categories
  FOR EACH ROW WHEN (OLD.category_name IS DISTINCT FROM NEW.category_name)
  EXECUTE FUNCTION categories_search_text();

-- How search reads what was typed: lower case, split at spaces, punctuation around each word dropped ('kemeja,'
-- is kemeja), at most 8 words.
CREATE FUNCTION search_words(q text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(
    SELECT w FROM (
      SELECT regexp_replace(part, '^[^[:alnum:]]+|[^[:alnum:]]+$', '', 'g') AS w
      FROM regexp_split_to_table(lower(q), '[[:space:]]+') AS part
    ) s
    WHERE w <> '' LIMIT 8)
$$;

-- A typed word as the LIKE pattern of a word starting with it: '% word%' (its % _ and \ matched literally).
CREATE FUNCTION search_word_prefix(word text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '% ' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

-- How close a typed word must be to a word of the text to match despite a typo (pg_trgm's word_similarity, from 0
-- to 1), or NULL when it must match exactly: words under 4 letters and words with digits (sizes such as 28,
-- codes), as a typo there names another thing. At 4 letters 0.6 ('navi' finds navy at 0.6, 'kaos' does not find
-- katun at 0.4); from 5 letters 0.4 ('kemja' finds kemeja at 0.5, 'flnel' finds flanel at 0.44).
CREATE FUNCTION search_word_threshold(word text) RETURNS real LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN word ~ '[[:digit:]]' OR char_length(word) < 4 THEN NULL
              WHEN char_length(word) = 4 THEN 0.6 ELSE 0.4 END::real
$$;

-- How well a typed word matches a lower-case text: 1 when a word of the text starts with it ('bati' in 'batik
-- tulis'); else its word_similarity when at least the word's threshold; else 0. product_search below applies the
-- same rule through the trigram index.
CREATE FUNCTION search_word_score(word text, document text) RETURNS real LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN (' ' || document) LIKE search_word_prefix(word) THEN 1
    WHEN word_similarity(word, document) >= search_word_threshold(word) THEN word_similarity(word, document)
    ELSE 0 END::real
$$;

-- The products (deleted ones left out; the caller decides what else) that every word of q matches (as
-- search_word_score says), with how well the whole of q matches, the name counting twice: best first is rank
-- DESC. Each word's condition is a LIKE or a <% on search_text, which the trigram index answers.
--
-- The threshold of <% is a setting (pg_trgm.word_similarity_threshold, 0.6 by default): the function's SET clause
-- makes it the lowest of search_word_threshold's (0.4) for this search only, whatever the connection, and a
-- stricter word's threshold is checked again on the rows found. The words become literals of a query planned for
-- them (EXECUTE), so that the planner sees each word's trigrams.
CREATE FUNCTION product_search(q text) RETURNS TABLE (id uuid, rank real)
LANGUAGE plpgsql STABLE ROWS 200
SET pg_trgm.word_similarity_threshold = 0.4
AS $$
DECLARE
  words text[] := search_words(q);
  word text;
  threshold real;
  conditions text := '';
BEGIN
  IF cardinality(words) = 0 THEN
    RETURN;
  END IF;
  FOREACH word IN ARRAY words LOOP
    conditions := conditions || format(' AND (p.search_text LIKE %L', search_word_prefix(word));
    threshold := search_word_threshold(word);
    IF threshold IS NOT NULL THEN
      conditions := conditions || format(' OR %L <%% p.search_text', word);
      IF threshold > 0.4 THEN
        conditions := conditions || format(' AND word_similarity(%L, p.search_text) >= %s', word, threshold);
      END IF;
    END IF;
    conditions := conditions || ')';
  END LOOP;
  RETURN QUERY EXECUTE
    'SELECT p.id, (2 * word_similarity($1, lower(p.product_name)) + word_similarity($1, p.search_text))::real
     FROM products p WHERE p.deleted_at IS NULL' || conditions
    USING array_to_string(words, ' ');
END;
$$;

-- The storefront's sorts (newest has products_active_idx): each ends on the id, in the direction an index can be
-- read, so that pages never overlap.
CREATE INDEX products_price_idx ON products (sell_price, id) WHERE deleted_at IS NULL AND status = 'active';
CREATE INDEX products_best_selling_idx ON products (sold DESC, id) WHERE deleted_at IS NULL AND status = 'active';
-- The size, colour and in-stock filters and their counts read a product's active variants: by size (and colour)
-- for a filter, and every one of them for the counts, from the index alone.
CREATE INDEX product_variants_option_idx ON product_variants (size, color, product_id) INCLUDE (stock) WHERE active;
CREATE INDEX product_variants_product_idx ON product_variants (product_id, size, color) INCLUDE (stock) WHERE active;
