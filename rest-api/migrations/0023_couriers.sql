-- Couriers and rates (issue 23). The couriers the shop offers at checkout, staff's choice in the back office
-- (/admin/setting): RajaOngkir's codes, at least one; a new shop offers all five (JNE, J&T Express, SiCepat, POS
-- Indonesia, TIKI), and so does a shop that shipped with JNE only until now.
ALTER TABLE shop_settings
  ADD COLUMN shipping_couriers text[] NOT NULL DEFAULT ARRAY['jne', 'jnt', 'sicepat', 'pos', 'tiki']
    CHECK (cardinality(shipping_couriers) BETWEEN 1 AND 5
      AND shipping_couriers <@ ARRAY['jne', 'jnt', 'sicepat', 'pos', 'tiki']);

-- RajaOngkir's current API (Komerce) numbers its destinations by subdistrict, not by the old city ids our cities
-- keep (migration 0003). Each city is looked up once through its destination search and the answer kept here:
-- the destination id the rates are asked with, or null when the search found no place of that city and province
-- (such a city is quoted from the built-in estimate).
CREATE TABLE rajaongkir_destinations (
  city_id integer PRIMARY KEY REFERENCES cities (id),
  destination_id integer,
  label text NOT NULL DEFAULT '' CHECK (length(label) <= 300),
  searched_at timestamptz NOT NULL DEFAULT now()
);
