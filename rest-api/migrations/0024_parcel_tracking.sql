-- Parcel tracking (issue 23). Staff give the courier with the resi: the parcel may leave with another courier than
-- the one the shopper chose at checkout (shipments.courier), so the shipment keeps the one its resi belongs to
-- (null: the shopper's choice).
ALTER TABLE shipments ADD COLUMN resi_courier text CHECK (resi_courier IS NULL OR length(resi_courier) <= 20);

-- The tracking provider's last answer per courier and resi, shared by every API process: at most one call per resi
-- per 30 minutes. claimed_until marks a call in flight, so that the processes (and requests) asking at the same
-- moment wait for that one call instead of making their own; a call that failed leaves the claim to run out.
CREATE TABLE tracking_answers (
  courier text NOT NULL,
  resi text NOT NULL,
  -- { delivered, events: [{ at, description, location }] }, newest event first; null until a call answered.
  answer jsonb,
  fetched_at timestamptz,
  claimed_until timestamptz,
  PRIMARY KEY (courier, resi)
);

-- Whether a tracking answer saying "delivered" completes a shipped (processing) order, as "Pesanan diterima" does.
-- Off until staff turn it on in /admin/setting.
ALTER TABLE shop_settings ADD COLUMN complete_on_delivery boolean NOT NULL DEFAULT false;
