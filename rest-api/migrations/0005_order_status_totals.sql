-- Orders, amounts and profit per status, kept by a trigger in the transaction of every order change, so that the
-- dashboard and the staff order list's count read six rows instead of aggregating every order. (Aggregating 100k
-- orders took 20 ms a request; at 50 concurrent dashboard reads on 2 cores that is ~500 ms at p95.)

CREATE TABLE order_status_totals (
  status text PRIMARY KEY
    CHECK (status IN ('pending', 'paid', 'processing', 'completed', 'cancelled', 'expired')),
  orders bigint NOT NULL DEFAULT 0,
  total bigint NOT NULL DEFAULT 0,
  profit bigint NOT NULL DEFAULT 0
);

INSERT INTO order_status_totals (status, orders, total, profit)
SELECT s.status, count(o.id), COALESCE(sum(o.total), 0), COALESCE(sum(o.profit), 0)
FROM unnest(ARRAY['pending', 'paid', 'processing', 'completed', 'cancelled', 'expired']) AS s(status)
LEFT JOIN orders o ON o.status = s.status
GROUP BY s.status;

-- One UPDATE for the old and the new status, so that every transaction locks the two rows in the same order.
CREATE FUNCTION order_status_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE order_status_totals SET orders = orders + 1, total = total + NEW.total, profit = profit + NEW.profit
    WHERE status = NEW.status;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE order_status_totals SET orders = orders - 1, total = total - OLD.total, profit = profit - OLD.profit
    WHERE status = OLD.status;
  ELSE
    UPDATE order_status_totals t SET
      orders = t.orders + CASE WHEN t.status = NEW.status THEN 1 ELSE 0 END
                        - CASE WHEN t.status = OLD.status THEN 1 ELSE 0 END,
      total = t.total + CASE WHEN t.status = NEW.status THEN NEW.total ELSE 0 END
                      - CASE WHEN t.status = OLD.status THEN OLD.total ELSE 0 END,
      profit = t.profit + CASE WHEN t.status = NEW.status THEN NEW.profit ELSE 0 END
                        - CASE WHEN t.status = OLD.status THEN OLD.profit ELSE 0 END
    WHERE t.status IN (OLD.status, NEW.status);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_status_totals_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_status_totals_apply();
CREATE TRIGGER orders_status_totals_update AFTER UPDATE OF status, total, profit ON orders
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total <> NEW.total OR OLD.profit <> NEW.profit)
  EXECUTE FUNCTION order_status_totals_apply();
