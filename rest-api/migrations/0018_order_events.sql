-- An order's timeline and staff's internal notes (issue 22), and the days after shipping when housekeeping
-- completes an order as a shop setting.
--
-- order_events: every status change of an order, who made it and when. from_status is null for the order being
-- placed; a resi set or corrected on a processing order is an event from processing to processing with the resi
-- as its detail. actor_kind says who moved it: staff or the customer (actor_user_id the person, null for a guest),
-- the payment provider (its notification, detail the provider's transaction status) or the system (the expiry
-- sweep, housekeeping). Rows are only ever added.
CREATE TABLE order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status text CHECK (from_status IN ('pending', 'paid', 'processing', 'completed', 'cancelled', 'expired')),
  to_status text NOT NULL
    CHECK (to_status IN ('pending', 'paid', 'processing', 'completed', 'cancelled', 'expired')),
  actor_kind text NOT NULL CHECK (actor_kind IN ('staff', 'customer', 'payment_provider', 'system')),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  detail text CHECK (char_length(detail) <= 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, created_at, id);

-- Staff's notes on an order: never shown to the customer.
CREATE TABLE order_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_notes_order_idx ON order_notes (order_id, created_at, id);

-- What is known of the orders placed before this migration: placed at created_at (by their customer), paid at
-- paid_at (by the provider), and where they are now, at their last update, by an actor nobody recorded (system,
-- detail 'before the timeline').
INSERT INTO order_events (order_id, from_status, to_status, actor_kind, actor_user_id, created_at)
SELECT id, NULL, 'pending', 'customer', user_id, created_at FROM orders;
INSERT INTO order_events (order_id, from_status, to_status, actor_kind, created_at)
SELECT id, 'pending', 'paid', 'payment_provider', paid_at FROM orders WHERE paid_at IS NOT NULL;
INSERT INTO order_events (order_id, from_status, to_status, actor_kind, detail, created_at)
SELECT id, CASE WHEN paid_at IS NOT NULL THEN 'paid' ELSE 'pending' END, status, 'system', 'before the timeline',
  greatest(updated_at, paid_at, created_at)
FROM orders
WHERE status NOT IN ('pending', CASE WHEN paid_at IS NOT NULL THEN 'paid' ELSE 'pending' END);

-- Days after its parcel left when housekeeping completes a shipped order the customer did not confirm. Null until
-- staff set it: then ORDER_AUTO_COMPLETE_DAYS (default 7) applies.
ALTER TABLE shop_settings ADD COLUMN order_auto_complete_days smallint
  CHECK (order_auto_complete_days BETWEEN 1 AND 60);
