-- Midtrans as it behaves (issue 23).
--
-- 1. Payment notifications become a durable queue: a notification whose signature, order and amount check out is
--    written down as 'received' before anything else, answered within seconds, and confirmed with the provider's
--    status API before it moves the order ('done'). When the status API is slow or down, the row waits for its
--    next_attempt_at and the expiry sweep's timer tries again; after too many attempts it is 'failed' (logged, for
--    staff). Rows from before this migration were handled when they came: 'done'.
ALTER TABLE payment_notifications
  ADD COLUMN transaction_id text,
  ADD COLUMN state text NOT NULL DEFAULT 'done' CHECK (state IN ('received', 'done', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN last_error text,
  -- What the status API answered (its transaction_status): what counted when it disagreed with the notification.
  ADD COLUMN confirmed_status text,
  ADD COLUMN processed_at timestamptz;
CREATE INDEX payment_notifications_queue_idx ON payment_notifications (next_attempt_at)
  WHERE state = 'received';
CREATE INDEX payment_notifications_transaction_idx ON payment_notifications (order_code, transaction_id)
  WHERE transaction_id IS NOT NULL;

-- 2. An unpaid order the shop ends (the expiry sweep, the customer or staff cancelling) is also ended at the
--    provider (Midtrans's expire or cancel call), best effort: close_at_provider says which call is owed, due at
--    provider_close_due_at, retried with a growing wait; provider_closed_at when the provider answered.
ALTER TABLE payments
  ADD COLUMN close_at_provider text CHECK (close_at_provider IN ('expire', 'cancel')),
  ADD COLUMN provider_close_due_at timestamptz,
  ADD COLUMN provider_close_attempts integer NOT NULL DEFAULT 0 CHECK (provider_close_attempts >= 0),
  ADD COLUMN provider_closed_at timestamptz,
  ADD COLUMN provider_close_outcome text NOT NULL DEFAULT '';
CREATE INDEX payments_provider_close_idx ON payments (provider_close_due_at)
  WHERE provider_close_due_at IS NOT NULL;

-- 3. The built-in sandbox provider keeps its own record of each transaction, as Midtrans does on its side: its
--    status API answers from here (not from the shop's orders), so that confirming a notification with it means
--    something. One row per order code, written when the sandbox page pays or fails, or the shop expires or
--    cancels the transaction.
CREATE TABLE payment_sandbox_transactions (
  order_code text PRIMARY KEY,
  transaction_id text NOT NULL,
  transaction_status text NOT NULL,
  status_code text NOT NULL,
  gross_amount text NOT NULL,
  payment_type text NOT NULL DEFAULT '',
  fraud_status text,
  transaction_time timestamptz NOT NULL DEFAULT now(),
  settlement_time timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- 4. Which payment methods Snap (and the sandbox page) offers: staff choose them in the back office. NULL: every
--    method the shop knows (shop/src/rules.ts PAYMENT_METHODS), as before this setting existed.
ALTER TABLE shop_settings
  ADD COLUMN enabled_payment_methods text[] CHECK (cardinality(enabled_payment_methods) >= 1);
