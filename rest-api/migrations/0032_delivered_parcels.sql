-- One status story (issue 32): a parcel its tracking says delivered is delivered, whether or not its order is
-- completed yet (the customer's "Pesanan diterima", the auto-complete days or the complete-on-delivery setting do
-- that). The shipment keeps when it arrived, as the courier said; the timeline keeps the one event that says so.
ALTER TABLE shipments
  ADD COLUMN delivered_at timestamptz,
  ADD CONSTRAINT shipments_delivered_at_check CHECK ((status = 'delivered') = (delivered_at IS NOT NULL));

ALTER TABLE order_events ADD COLUMN delivered boolean NOT NULL DEFAULT false;

-- Parcels delivered before this migration: delivered when their order completed (the shipment's last change).
UPDATE shipments SET delivered_at = updated_at WHERE status = 'delivered';
-- …and the completions the tracking made (the complete-on-delivery setting) were deliveries.
UPDATE order_events SET delivered = true WHERE actor_kind = 'system' AND detail LIKE 'tracking: % delivered';
