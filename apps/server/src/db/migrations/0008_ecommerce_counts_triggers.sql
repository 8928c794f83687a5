-- Keeps product_counts, order_counts and customer_counts exact, as 0004 does for user_counts: one
-- statement-level trigger per table and event subtracts the deleted rows' figures and adds the
-- inserted ones per group (an update does both); groups that reach zero rows are removed. Each
-- table's three triggers share one function that branches on TG_OP.
CREATE FUNCTION product_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO product_counts (category, status, stock, total, out_of_stock, inventory_value)
    SELECT category, status, stock, -count(*), -count(*) FILTER (WHERE NOT stock OR qty = 0), -coalesce(sum(price * qty), 0)
      FROM old_rows GROUP BY category, status, stock
    ON CONFLICT (category, status, stock) DO UPDATE SET
      total = product_counts.total + EXCLUDED.total,
      out_of_stock = product_counts.out_of_stock + EXCLUDED.out_of_stock,
      inventory_value = product_counts.inventory_value + EXCLUDED.inventory_value;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_counts (category, status, stock, total, out_of_stock, inventory_value)
    SELECT category, status, stock, count(*), count(*) FILTER (WHERE NOT stock OR qty = 0), coalesce(sum(price * qty), 0)
      FROM new_rows GROUP BY category, status, stock
    ON CONFLICT (category, status, stock) DO UPDATE SET
      total = product_counts.total + EXCLUDED.total,
      out_of_stock = product_counts.out_of_stock + EXCLUDED.out_of_stock,
      inventory_value = product_counts.inventory_value + EXCLUDED.inventory_value;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM product_counts WHERE total = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER product_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER product_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_change();
--> statement-breakpoint
INSERT INTO product_counts (category, status, stock, total, out_of_stock, inventory_value)
SELECT category, status, stock, count(*), count(*) FILTER (WHERE NOT stock OR qty = 0), coalesce(sum(price * qty), 0)
  FROM products GROUP BY category, status, stock;
--> statement-breakpoint
CREATE FUNCTION order_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO order_counts (status, payment, total, spent)
    SELECT status, payment, -count(*), -sum(spent) FROM old_rows GROUP BY status, payment
    ON CONFLICT (status, payment) DO UPDATE SET
      total = order_counts.total + EXCLUDED.total,
      spent = order_counts.spent + EXCLUDED.spent;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_counts (status, payment, total, spent)
    SELECT status, payment, count(*), sum(spent) FROM new_rows GROUP BY status, payment
    ON CONFLICT (status, payment) DO UPDATE SET
      total = order_counts.total + EXCLUDED.total,
      spent = order_counts.spent + EXCLUDED.spent;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM order_counts WHERE total = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_after_change();
--> statement-breakpoint
INSERT INTO order_counts (status, payment, total, spent)
SELECT status, payment, count(*), sum(spent) FROM orders GROUP BY status, payment;
--> statement-breakpoint
CREATE FUNCTION customer_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO customer_counts (status, total)
    SELECT status, -count(*) FROM old_rows GROUP BY status
    ON CONFLICT (status) DO UPDATE SET total = customer_counts.total + EXCLUDED.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO customer_counts (status, total)
    SELECT status, count(*) FROM new_rows GROUP BY status
    ON CONFLICT (status) DO UPDATE SET total = customer_counts.total + EXCLUDED.total;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM customer_counts WHERE total = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_counts_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER customer_counts_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER customer_counts_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_after_change();
--> statement-breakpoint
INSERT INTO customer_counts (status, total)
SELECT status, count(*) FROM customers GROUP BY status;
