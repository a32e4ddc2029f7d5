-- Which kind of voucher an order used, kept with the order as it was at checkout (a voucher may be edited later):
-- a percent or fixed discount lowers what the goods cost, and so the 11 % tax included in them; a free-shipping
-- voucher pays the shipping and leaves the goods' tax whole. The order's tax is worked out from it (shop rules:
-- includedTaxOfOrder).
ALTER TABLE orders ADD COLUMN voucher_kind text CHECK (voucher_kind IN ('percent', 'fixed', 'free_shipping'));

-- Orders placed with a voucher before this migration take the kind their voucher has now.
UPDATE orders o SET voucher_kind = v.kind
  FROM vouchers v
 WHERE o.voucher_code IS NOT NULL AND upper(v.code) = upper(o.voucher_code);
