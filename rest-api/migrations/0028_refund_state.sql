-- Refund state (issue 32): a payment whose money went back reads refunded (all of it) or partially_refunded (part
-- of it), no longer paid. Each payment keeps the rupiah given back (the sum of its order's succeeded refunds) and
-- when the last went back; the status follows from refunded_amount against total_amount (the rules'
-- refundedPaymentStatus), written by the refund repository in the transaction that records the refund.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments
  ADD CONSTRAINT payments_status_check
    CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded', 'partially_refunded')),
  ADD COLUMN refunded_amount bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  ADD COLUMN refunded_at timestamptz;

-- Refunds made before this migration: their payments read paid (the fault this fixes).
UPDATE payments p SET refunded_amount = r.amount, refunded_at = r.at, updated_at = now(),
  status = CASE WHEN r.amount >= p.total_amount THEN 'refunded' ELSE 'partially_refunded' END
FROM (SELECT order_id, sum(amount) AS amount, max(updated_at) AS at FROM refunds
      WHERE status = 'succeeded' GROUP BY order_id) r
WHERE r.order_id = p.order_id;

-- The dashboard subtracts what went back from orders that still count as revenue (a partial refund).
CREATE INDEX payments_refunded_idx ON payments (order_id) INCLUDE (refunded_amount) WHERE refunded_amount > 0;

-- Midtrans notifications (fault 3): a repeat is recognised by what the status API answered for an earlier one
-- (transaction, status and fraud screening), never by the notification's own unsigned claims, so a copied body
-- with another status cannot stand in for the real one.
ALTER TABLE payment_notifications
  ADD COLUMN confirmed_transaction_id text,
  ADD COLUMN confirmed_fraud_status text;
CREATE INDEX payment_notifications_confirmed_idx ON payment_notifications (order_code, confirmed_transaction_id)
  WHERE confirmed_transaction_id IS NOT NULL;
