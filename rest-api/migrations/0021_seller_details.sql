-- The seller on the shop's invoices (issue 22): its name, address, phone, e-mail and NPWP, settings staff edit in
-- the back office (/admin/setting, Invoice). A new shop starts as Lemari in Yogyakarta, where its parcels leave
-- from (SHIPPING_ORIGIN_CITY 501, Kota Yogyakarta); the phone, e-mail and tax number are the shop's own and start
-- empty (an invoice leaves an empty one off) — the demo seed fills them in.
ALTER TABLE shop_settings
  ADD COLUMN seller_name text NOT NULL DEFAULT 'Lemari'
    CHECK (length(btrim(seller_name)) BETWEEN 1 AND 100),
  ADD COLUMN seller_address text NOT NULL
    DEFAULT 'Jl. Malioboro No. 52, Sosromenduran, Gedong Tengen, Kota Yogyakarta, DI Yogyakarta 55271'
    CHECK (length(seller_address) <= 300),
  ADD COLUMN seller_phone text NOT NULL DEFAULT '' CHECK (length(seller_phone) <= 30),
  ADD COLUMN seller_email text NOT NULL DEFAULT '' CHECK (length(seller_email) <= 254),
  ADD COLUMN seller_npwp text NOT NULL DEFAULT '' CHECK (length(seller_npwp) <= 30);
