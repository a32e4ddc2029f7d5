-- The storefront's search compares a typed word with a product's search terms once where it compared it two or
-- three times, and answers each product's creation time with its rank (issue 21's suggestions target, < 50 ms at
-- p95; bench/catalogue.ts after 0014 measured "hodie" at 54 / 64 ms p50 / p95, "kemj" 30 / 62 ms).
--
-- Each word_similarity of a typed word with a product's terms costs more than everything else the search does
-- with that product. One word that may match despite a typo (what the search box sends while a word is typed) was
-- a condition "starts a word of the terms OR is close to them", compared with each product it does not start a
-- word of three times: by the trigram index's recheck (<%), by the condition itself (which the planner keeps, <%
-- being STABLE), and by the check of the word's own threshold, which 0013 wrote for every word of 5 letters and
-- more too (a real 0.4 is more than the numeric 0.4). Now it is two reads of the trigram index: the products a
-- word of whose terms starts with it, and the others close to it, whose <% is the index's condition alone and
-- compared once, under the word's own threshold (0.6 for 4 letters: the index also offers fewer candidates).
-- Several words keep 0013's statement: each word's threshold check also lowers the planner's estimate of that
-- word's products alike, and without them it read "linen navy" from navy's 2,400 candidates instead of linen's
-- 1,762 (28 ms where it took 23). The products found are the same.

-- The threshold of <% product_search's statement runs under for q: one word's own (search_word_threshold of
-- 0012), else 0.4 (several words check a stricter threshold in the statement; no <% is written for words without
-- one).
CREATE FUNCTION product_search_threshold(q text) RETURNS real LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN cardinality(search_words(q)) = 1
              THEN COALESCE(search_word_threshold((search_words(q))[1]), 0.4) ELSE 0.4 END::real
$$;

-- The statement product_search runs for q (0013's), its third column the product's creation time (the
-- newest-first tie-break of a relevance order); one word that may match despite a typo as the two reads above.
CREATE OR REPLACE FUNCTION product_search_statement(q text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  words text[] := search_words(q);
  word text;
  shop text := 'SELECT p.id, word_similarity($1, p.product_name), p.created_at FROM products p '
    || 'WHERE p.deleted_at IS NULL AND p.status = ''active''';
  conditions text := '';
BEGIN
  IF cardinality(words) = 1 AND search_word_threshold(words[1]) IS NOT NULL THEN
    RETURN shop || format(' AND p.search_terms LIKE %L', search_word_prefix(words[1]))
      || ' UNION ALL ' || shop || format(' AND NOT p.search_terms LIKE %L AND %L <%% p.search_terms',
                                         search_word_prefix(words[1]), words[1]);
  END IF;
  FOREACH word IN ARRAY words LOOP
    conditions := conditions || format(' AND (p.search_terms LIKE %L', search_word_prefix(word));
    IF search_word_threshold(word) IS NOT NULL THEN
      conditions := conditions || format(' OR %L <%% p.search_terms AND word_similarity(%L, p.search_terms) >= %s',
                                         word, word, search_word_threshold(word));
    END IF;
    conditions := conditions || ')';
  END LOOP;
  RETURN shop || conditions;
END;
$$;

-- As 0013's, with each product's created_at (so that a caller can take the best few before reading products),
-- and its statement under product_search_threshold(q): set_config(…, true) inside a function with a SET clause
-- for that setting lasts until the function returns.
DROP FUNCTION product_search(text);
CREATE FUNCTION product_search(q text) RETURNS TABLE (id uuid, rank real, created_at timestamptz)
LANGUAGE plpgsql STABLE ROWS 200
SET pg_trgm.word_similarity_threshold = 0.4
SET enable_seqscan = off
AS $$
BEGIN
  IF cardinality(search_words(q)) > 0 THEN
    PERFORM set_config('pg_trgm.word_similarity_threshold', product_search_threshold(q)::text, true);
    RETURN QUERY EXECUTE product_search_statement(q) USING array_to_string(search_words(q), ' ');
  END IF;
END;
$$;
