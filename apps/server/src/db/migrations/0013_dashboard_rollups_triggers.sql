-- Keeps order_months and order_buyer_counts exact, as 0008 does for order_counts: statement-level
-- triggers on orders with transition tables.
--
-- order_months: each statement subtracts the deleted rows' figures and adds the inserted ones per
-- UTC month (an update does both); months that reach zero orders are removed.
CREATE FUNCTION order_months_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO order_months (month, total, spent)
    SELECT date_trunc('month', ordered_at AT TIME ZONE 'UTC')::date, -count(*), -sum(spent)
      FROM old_rows GROUP BY 1
    ON CONFLICT (month) DO UPDATE SET
      total = order_months.total + EXCLUDED.total,
      spent = order_months.spent + EXCLUDED.spent;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_months (month, total, spent)
    SELECT date_trunc('month', ordered_at AT TIME ZONE 'UTC')::date, count(*), sum(spent)
      FROM new_rows GROUP BY 1
    ON CONFLICT (month) DO UPDATE SET
      total = order_months.total + EXCLUDED.total,
      spent = order_months.spent + EXCLUDED.spent;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM order_months WHERE total = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_months_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_months_after_change();
--> statement-breakpoint
CREATE TRIGGER order_months_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_months_after_change();
--> statement-breakpoint
CREATE TRIGGER order_months_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_months_after_change();
--> statement-breakpoint
INSERT INTO order_months (month, total, spent)
SELECT date_trunc('month', ordered_at AT TIME ZONE 'UTC')::date, count(*), sum(spent) FROM orders GROUP BY 1;
--> statement-breakpoint
-- order_buyer_counts: for each customer a statement gave or took orders, compare "has orders" after
-- the statement (counted in orders, through the customer_id index) with before it (that count, less
-- what the statement added, plus what it removed). A status change touches no customer's count and
-- costs nothing here.
ALTER TABLE order_buyer_counts ADD CONSTRAINT order_buyer_counts_one_row CHECK (singleton);
--> statement-breakpoint
CREATE FUNCTION order_buyer_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- New buyers: customers whose every order came with this statement.
    UPDATE order_buyer_counts SET total = total + change.delta
      FROM (SELECT count(*) AS delta
              FROM (SELECT customer_id, count(*) AS added FROM new_rows GROUP BY customer_id) AS customer
             WHERE (SELECT count(*) FROM orders o WHERE o.customer_id = customer.customer_id) = customer.added
           ) AS change
     WHERE change.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    -- Former buyers: customers with no order left.
    UPDATE order_buyer_counts SET total = total - change.lost
      FROM (SELECT count(*) AS lost
              FROM (SELECT DISTINCT customer_id FROM old_rows) AS customer
             WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = customer.customer_id)
           ) AS change
     WHERE change.lost <> 0;
  ELSE
    -- An order moved to another customer: per customer touched, orders removed less orders added
    -- ("moved"); before the statement the customer had (after + moved) orders.
    UPDATE order_buyer_counts SET total = total + change.delta
      FROM (SELECT coalesce(sum((after > 0)::int - (after + moved > 0)::int), 0) AS delta
              FROM (SELECT customer_id, moved,
                           (SELECT count(*) FROM orders o WHERE o.customer_id = touched.customer_id) AS after
                      FROM (SELECT customer_id, sum(n) AS moved
                              FROM (SELECT customer_id, count(*) AS n FROM old_rows GROUP BY customer_id
                                    UNION ALL
                                    SELECT customer_id, -count(*) FROM new_rows GROUP BY customer_id) AS both_sides
                             GROUP BY customer_id) AS touched
                     WHERE moved <> 0) AS customer
           ) AS change
     WHERE change.delta <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_buyer_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_buyer_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER order_buyer_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_buyer_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER order_buyer_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_buyer_counts_after_change();
--> statement-breakpoint
INSERT INTO order_buyer_counts (singleton, total) SELECT true, count(DISTINCT customer_id) FROM orders;
