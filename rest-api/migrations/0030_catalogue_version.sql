-- The catalogue's version (issue 32, "stock the next shopper can trust"): one number that moves on whenever a
-- product changes as a visitor sees it — its stock (a checkout takes the last piece, an expired or cancelled order
-- gives it back: product_variants' triggers keep products.stock and the in-stock summaries, 0011/0014), its
-- price, status, pictures or categories — and whenever a category does. The gateway files the public answers it
-- keeps under this number (GET /public/v1/catalogue/version, read at most once a second by each gateway
-- process), so whatever moved it, through the gateway or not, by whichever API process, every gateway stops
-- serving the older answers within about a second.
--
-- The counter moves in deferred constraint triggers, which run as the changing transaction commits: the row is
-- locked only for the commit itself (concurrent checkouts do not queue on it while they work), and no reader sees
-- the new number before the change it stands for is visible.
CREATE TABLE catalogue_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_version DEFAULT VALUES;

CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();
CREATE CONSTRAINT TRIGGER categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();
