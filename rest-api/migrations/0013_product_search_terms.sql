-- The storefront's search reads a compact text, and the lists' counts read the price index alone (issue 21; what
-- bench/catalogue.ts measured on 10,000 products × ~10 variants after 0012).
--
-- products.search_terms: the product's name, material, colours and categories' names, lower case with a space in
-- front (as 0012's search_text, which also holds the description). Every typo-tolerant comparison reads the whole
-- text, and descriptions made it several times longer: a typed word took 20 to 800 ms where it now takes a few.
-- A word in a description ("cocok dipadukan dengan kemeja") does not say what the product is either. search_text
-- stays the staff list's substring search. 0012's triggers write both texts from now on.
ALTER TABLE products ADD COLUMN search_terms text NOT NULL DEFAULT '';

-- What the storefront's search reads of a product: its name, material, colours and categories' names (by name).
CREATE FUNCTION product_search_terms(product uuid, name text, material text, colors text[])
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT ' ' || lower(concat_ws(' ', name, material, array_to_string(colors, ' '),
    (SELECT string_agg(c.category_name, ' ' ORDER BY lower(c.category_name), c.id)
     FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = product)))
$$;

CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_document(NEW.id, NEW.product_name, NEW.material, NEW.description, NEW.colors);
  NEW.search_terms := product_search_terms(NEW.id, NEW.product_name, NEW.material, NEW.colors);
  RETURN NEW;
END;
$$;

CREATE OR REPLACE FUNCTION product_search_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET search_text = product_search_document(p.id, p.product_name, p.material, p.description, p.colors),
      search_terms = product_search_terms(p.id, p.product_name, p.material, p.colors)
  WHERE p.id = ANY(ids)
$$;

UPDATE products p SET search_terms = product_search_terms(p.id, p.product_name, p.material, p.colors);

-- Only the shop's products are searched this way; each write taken at once, as 0004 does for search_text.
CREATE INDEX products_search_terms_idx ON products USING gin (search_terms gin_trgm_ops)
  WITH (fastupdate = off) WHERE deleted_at IS NULL AND status = 'active';

-- The statement product_search runs for q: the products in the shop (active, not deleted) that every word of q
-- matches (as search_word_score says), each with how well the whole of q ($1: its words joined by spaces)
-- matches its name, so that a product named so comes before one that is so by its category or colour. Each
-- word's condition is a LIKE or a <% on search_terms, which the trigram index answers; the words are literals, so
-- that the planner sees each word's trigrams. A function of its own so that it can be read and explained
-- (bench/catalogue.ts).
CREATE FUNCTION product_search_statement(q text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  word text;
  threshold real;
  conditions text := '';
BEGIN
  FOREACH word IN ARRAY search_words(q) LOOP
    conditions := conditions || format(' AND (p.search_terms LIKE %L', search_word_prefix(word));
    threshold := search_word_threshold(word);
    IF threshold IS NOT NULL THEN
      conditions := conditions || format(' OR %L <%% p.search_terms', word);
      IF threshold > 0.4 THEN
        conditions := conditions || format(' AND word_similarity(%L, p.search_terms) >= %s', word, threshold);
      END IF;
    END IF;
    conditions := conditions || ')';
  END LOOP;
  RETURN 'SELECT p.id, word_similarity($1, p.product_name) FROM products p '
    || 'WHERE p.deleted_at IS NULL AND p.status = ''active''' || conditions;
END;
$$;

-- The products in the shop every word of q matches and their rank (best first is rank DESC); none when q has no
-- words. The threshold of <% is a setting (pg_trgm.word_similarity_threshold, 0.6 by default): the SET clause
-- makes it the lowest of search_word_threshold's (0.4) for this search only, whatever the connection, and a
-- stricter word's threshold is checked again on the rows found. It also keeps the planner on the trigram index:
-- it costs word_similarity as cheap as a comparison, so for a common word ("jaket", a sixth of the shop) it chose
-- to read every product and compare each, about 7 times slower than reading the index's candidates.
CREATE OR REPLACE FUNCTION product_search(q text) RETURNS TABLE (id uuid, rank real)
LANGUAGE plpgsql STABLE ROWS 200
SET pg_trgm.word_similarity_threshold = 0.4
SET enable_seqscan = off
AS $$
BEGIN
  IF cardinality(search_words(q)) > 0 THEN
    RETURN QUERY EXECUTE product_search_statement(q) USING array_to_string(search_words(q), ' ');
  END IF;
END;
$$;

-- The price index also carries the sizes and colours summaries, so that a list's count and the facets' pass over
-- the shop (price, sizes, colours: a size or a colour alone filters on those) read the index alone.
DROP INDEX products_price_idx;
CREATE INDEX products_price_idx ON products (sell_price, id) INCLUDE (sizes, colors)
  WHERE deleted_at IS NULL AND status = 'active';
