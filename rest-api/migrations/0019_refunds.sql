-- Refunds (issue 22): staff cancelling a paid order give the customer's money back through the payment provider.
-- One row per attempt, with the provider's answer as it came: requested (sent, the answer not known yet — a
-- retry sends the same refund_key, so the provider refunds once), succeeded or failed (the provider refused; the
-- order stays paid, and a later attempt gets a new key). At most one attempt of an order is live or done.
CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  refund_key text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  reason text NOT NULL DEFAULT '',
  provider text NOT NULL,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'succeeded', 'failed')),
  provider_reference text,
  answer jsonb,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX refunds_key_key ON refunds (refund_key);
CREATE UNIQUE INDEX refunds_one_live_per_order ON refunds (order_id) WHERE status IN ('requested', 'succeeded');
CREATE INDEX refunds_order_idx ON refunds (order_id, created_at DESC);
-- The dashboard's "Refunds" figure sums the succeeded ones.
CREATE INDEX refunds_succeeded_idx ON refunds (status) INCLUDE (amount) WHERE status = 'succeeded';
