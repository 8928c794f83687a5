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
  WITH moved AS (
    SELECT customer_id, date_trunc('month', first_before AT TIME ZONE 'UTC')::date AS month_before
      FROM unnest(customer_ids, firsts_before) AS moved (customer_id, first_before)
  ), firsts_after AS (
    SELECT customer_id, date_trunc('month', min(ordered_at) AT TIME ZONE 'UTC')::date AS month_after
      FROM orders WHERE customer_id = ANY (customer_ids) GROUP BY customer_id
  ), touched AS (
    SELECT moved.customer_id, moved.month_before, firsts_after.month_after
      FROM moved LEFT JOIN firsts_after USING (customer_id)
  ), changes AS (
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
  -- Set-based on purpose: the touched customers' orders are read in one pass (customer_id = ANY,
  -- the orders_customer_idx index), never one lookup per customer. During a bulk load into a new
  -- table the planner's statistics still say "a few rows", and a per-customer lookup then becomes
  -- a scan of orders per customer.
  IF TG_OP = 'INSERT' THEN
    -- Before: the customer's orders other than the inserted ones.
    WITH added AS (SELECT DISTINCT customer_id FROM new_rows),
    firsts AS (
      SELECT customer_id, min(ordered_at) AS first_before FROM orders
       WHERE customer_id = ANY (ARRAY(SELECT customer_id FROM added))
         AND id NOT IN (SELECT id FROM new_rows)
       GROUP BY customer_id
    )
    SELECT array_agg(added.customer_id), array_agg(firsts.first_before)
      INTO customer_ids, firsts_before
      FROM added LEFT JOIN firsts USING (customer_id);
  ELSIF TG_OP = 'DELETE' THEN
    -- Before: the orders left, and the deleted ones.
    WITH removed AS (SELECT customer_id, min(ordered_at) AS first_removed FROM old_rows GROUP BY customer_id),
    firsts_left AS (
      SELECT customer_id, min(ordered_at) AS first_left FROM orders
       WHERE customer_id = ANY (ARRAY(SELECT customer_id FROM removed))
       GROUP BY customer_id
    )
    SELECT array_agg(removed.customer_id), array_agg(least(removed.first_removed, firsts_left.first_left))
      INTO customer_ids, firsts_before
      FROM removed LEFT JOIN firsts_left USING (customer_id);
  ELSE
    -- Only orders whose customer or date changed. Before, for each customer on either side: the old
    -- versions of the changed orders that were theirs, and their current orders other than the
    -- changed ones.
    WITH changed AS (
      SELECT id, old_side.customer_id AS old_customer, old_side.ordered_at AS old_at,
             new_side.customer_id AS new_customer
        FROM old_rows AS old_side JOIN new_rows AS new_side USING (id)
       WHERE old_side.customer_id <> new_side.customer_id OR old_side.ordered_at <> new_side.ordered_at
    ), touched AS (
      SELECT customer_id, min(old_at) AS first_of_old_versions
        FROM (SELECT old_customer AS customer_id, old_at FROM changed
              UNION ALL
              SELECT new_customer, NULL FROM changed) AS sides
       GROUP BY customer_id
    ), firsts_unchanged AS (
      SELECT customer_id, min(ordered_at) AS first_unchanged FROM orders
       WHERE customer_id = ANY (ARRAY(SELECT customer_id FROM touched))
         AND id NOT IN (SELECT id FROM changed)
       GROUP BY customer_id
    )
    SELECT array_agg(touched.customer_id),
           array_agg(least(touched.first_of_old_versions, firsts_unchanged.first_unchanged))
      INTO customer_ids, firsts_before
      FROM touched LEFT JOIN firsts_unchanged USING (customer_id);
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
