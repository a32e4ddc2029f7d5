-- Free shipping covers the services staff name (issue 32), each 'courier:SERVICE' as RajaOngkir and the built-in
-- estimator answer them; a faster service of the same courier costs the shopper the difference. A new shop covers
-- each courier's regular service (the shop rules' DEFAULT_FREE_SHIPPING_SERVICES).
ALTER TABLE shop_settings
  ADD COLUMN free_shipping_services text[] NOT NULL
    DEFAULT ARRAY['jne:REG', 'jnt:EZ', 'sicepat:REG', 'pos:Pos Reguler', 'tiki:REG']
    CHECK (cardinality(free_shipping_services) <= 50);
