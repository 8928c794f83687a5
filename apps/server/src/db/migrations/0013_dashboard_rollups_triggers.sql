-- Keeps order_months and first_order_months exact, as 0008 does for order_counts: statement-level
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
-- first_order_months: for each customer whose first order a statement may have moved, the month of
-- that first order before the statement (the orders it did not add, and those it removed) and
-- after it; one customer less in the first month, one more in the second. A status change touches
-- no customer and costs nothing here.
CREATE FUNCTION first_order_months_move(customer_ids integer[], firsts_before timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  WITH touched AS (
    SELECT moved.customer_id,
           date_trunc('month', moved.first_before AT TIME ZONE 'UTC')::date AS month_before,
           date_trunc('month', (SELECT min(o.ordered_at) FROM orders o WHERE o.customer_id = moved.customer_id)
                               AT TIME ZONE 'UTC')::date AS month_after
      FROM unnest(customer_ids, firsts_before) AS moved (customer_id, first_before)
  ),
  changes AS (
    SELECT month_before AS month, -1 AS customers FROM touched
     WHERE month_before IS NOT NULL AND month_before IS DISTINCT FROM month_after
    UNION ALL
    SELECT month_after, 1 FROM touched
     WHERE month_after IS NOT NULL AND month_after IS DISTINCT FROM month_before
  )
  INSERT INTO first_order_months (month, customers)
  SELECT month, sum(customers) FROM changes GROUP BY month
  ON CONFLICT (month) DO UPDATE SET customers = first_order_months.customers + EXCLUDED.customers;
  -- A second statement, so it sees the first one's changes.
  DELETE FROM first_order_months WHERE customers = 0;
$$;
--> statement-breakpoint
CREATE FUNCTION first_order_months_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customer_ids integer[];
  firsts_before timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Before: the customer's orders other than the inserted ones.
    SELECT array_agg(customer_id), array_agg(first_before) INTO customer_ids, firsts_before
      FROM (SELECT o.customer_id, min(o.ordered_at) FILTER (WHERE added.id IS NULL) AS first_before
              FROM (SELECT DISTINCT customer_id FROM new_rows) AS touched
              JOIN orders o ON o.customer_id = touched.customer_id
              LEFT JOIN new_rows AS added ON added.id = o.id
             GROUP BY o.customer_id) AS firsts;
  ELSIF TG_OP = 'DELETE' THEN
    -- Before: the orders left, and the deleted ones.
    SELECT array_agg(customer_id), array_agg(first_before) INTO customer_ids, firsts_before
      FROM (SELECT removed.customer_id,
                   least(min(removed.ordered_at),
                         (SELECT min(o.ordered_at) FROM orders o WHERE o.customer_id = removed.customer_id))
                     AS first_before
              FROM old_rows AS removed GROUP BY removed.customer_id) AS firsts;
  ELSE
    -- Only orders whose customer or date changed; before: the customer's orders as they were.
    SELECT array_agg(customer_id), array_agg(first_before) INTO customer_ids, firsts_before
      FROM (SELECT touched.customer_id,
                   least((SELECT min(old_side.ordered_at) FROM old_rows AS old_side
                           WHERE old_side.customer_id = touched.customer_id),
                         (SELECT min(o.ordered_at) FROM orders o
                           WHERE o.customer_id = touched.customer_id
                             AND NOT EXISTS (SELECT 1 FROM new_rows AS new_side WHERE new_side.id = o.id)))
                     AS first_before
              FROM (SELECT old_side.customer_id FROM old_rows AS old_side
                      JOIN new_rows AS new_side USING (id)
                     WHERE old_side.customer_id <> new_side.customer_id
                        OR old_side.ordered_at <> new_side.ordered_at
                    UNION
                    SELECT new_side.customer_id FROM old_rows AS old_side
                      JOIN new_rows AS new_side USING (id)
                     WHERE old_side.customer_id <> new_side.customer_id
                        OR old_side.ordered_at <> new_side.ordered_at) AS touched) AS firsts;
  END IF;
  IF customer_ids IS NOT NULL THEN
    PERFORM first_order_months_move(customer_ids, firsts_before);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER first_order_months_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION first_order_months_after_change();
--> statement-breakpoint
CREATE TRIGGER first_order_months_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION first_order_months_after_change();
--> statement-breakpoint
CREATE TRIGGER first_order_months_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION first_order_months_after_change();
--> statement-breakpoint
INSERT INTO first_order_months (month, customers)
SELECT date_trunc('month', first_ordered_at AT TIME ZONE 'UTC')::date, count(*)
  FROM (SELECT min(ordered_at) AS first_ordered_at FROM orders GROUP BY customer_id) AS firsts
 GROUP BY 1;
