-- Vouchers (issue 22): a code that takes a percent of the goods (with a cap), a fixed amount of them, or the
-- shipping off an order, within a minimum spend, a valid window, a number of uses in all and per customer. Checkout
-- locks the voucher row (FOR UPDATE) in the order's transaction, counts the redemptions not given back and writes
-- one; a cancelled or expired order gives its use back (released_at). No voucher is deleted: past orders name it.

CREATE TABLE vouchers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Kept in capitals; unique without regard to case.
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed', 'free_shipping')),
  value bigint NOT NULL,
  max_discount bigint CHECK (max_discount >= 1),
  min_spend bigint NOT NULL DEFAULT 0 CHECK (min_spend >= 0),
  valid_from timestamptz,
  valid_to timestamptz,
  total_uses integer CHECK (total_uses >= 1),
  uses_per_customer integer CHECK (uses_per_customer >= 1),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vouchers_value_of_kind CHECK (
    (kind = 'percent' AND value BETWEEN 1 AND 100)
    OR (kind = 'fixed' AND value >= 1 AND max_discount IS NULL)
    OR (kind = 'free_shipping' AND value = 0 AND max_discount IS NULL)),
  CONSTRAINT vouchers_window CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from < valid_to)
);
CREATE UNIQUE INDEX vouchers_code_key ON vouchers (code);
CREATE INDEX vouchers_listing_idx ON vouchers (created_at DESC, id);

-- One row per order that used a voucher; released_at is set when the order is cancelled or expires, which gives
-- the use back. Uses are counted per customer by the member's id, and by the lower-cased e-mail.
CREATE TABLE voucher_redemptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  voucher_id uuid NOT NULL REFERENCES vouchers (id),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  customer_email text NOT NULL CHECK (customer_email = lower(customer_email)),
  discount bigint NOT NULL CHECK (discount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz
);
CREATE UNIQUE INDEX voucher_redemptions_order_key ON voucher_redemptions (order_id);
CREATE INDEX voucher_redemptions_used_idx ON voucher_redemptions (voucher_id, user_id) WHERE released_at IS NULL;
CREATE INDEX voucher_redemptions_email_idx ON voucher_redemptions (voucher_id, customer_email)
  WHERE released_at IS NULL;

-- What the voucher took off; total = subtotal + shipping_cost - discount. The check is NOT VALID so that no older
-- row is read at migration time; every row written from now on is held to it.
ALTER TABLE orders ADD COLUMN discount bigint NOT NULL DEFAULT 0 CHECK (discount >= 0);
ALTER TABLE orders ADD COLUMN voucher_code text;
ALTER TABLE orders ADD CONSTRAINT orders_total_after_discount
  CHECK (total = subtotal + shipping_cost - discount) NOT VALID;
