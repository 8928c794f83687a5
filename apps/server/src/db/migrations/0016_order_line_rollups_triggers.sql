-- Keeps what the order lines sold exact, as 0013 does for the orders: statement-level triggers
-- with transition tables.
--
-- order_items → orders.units (the order's units) → order_months.units (the orders trigger below)
-- order_items → product_sales (per product, or per name sold under once the product is deleted)
--             → category_sales (per category of the products still in the catalogue)
-- products    → a category change (or a rename through the foreign key) moves the product's sales
--               to its new category.

-- order_months: the same function as 0013, with units beside total and spent.
CREATE OR REPLACE FUNCTION order_months_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO order_months (month, total, spent, units)
    SELECT date_trunc('month', ordered_at AT TIME ZONE 'UTC')::date, -count(*), -sum(spent), -sum(units)
      FROM old_rows GROUP BY 1
    ON CONFLICT (month) DO UPDATE SET
      total = order_months.total + EXCLUDED.total,
      spent = order_months.spent + EXCLUDED.spent,
      units = order_months.units + EXCLUDED.units;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_months (month, total, spent, units)
    SELECT date_trunc('month', ordered_at AT TIME ZONE 'UTC')::date, count(*), sum(spent), sum(units)
      FROM new_rows GROUP BY 1
    ON CONFLICT (month) DO UPDATE SET
      total = order_months.total + EXCLUDED.total,
      spent = order_months.spent + EXCLUDED.spent,
      units = order_months.units + EXCLUDED.units;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM order_months WHERE total = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Applies one statement's order lines, each with a sign: +1 for a line added (or the new version of
-- an updated line), -1 for a line removed (or its old version).
CREATE FUNCTION order_lines_apply(
  order_ids integer[], product_ids integer[], product_names text[], qtys integer[], prices numeric[], signs integer[]
) RETURNS void LANGUAGE sql AS $$
  -- The orders' units. When an order is deleted its lines go with it (ON DELETE CASCADE): the order
  -- row is already gone, nothing is updated, and the orders trigger takes its units out of its month.
  UPDATE orders SET units = orders.units + changed.units
    FROM (SELECT order_id, sum(sign * qty)::integer AS units
            FROM unnest(order_ids, qtys, signs) AS line (order_id, qty, sign)
           GROUP BY order_id) AS changed
   WHERE orders.id = changed.order_id AND changed.units <> 0;
  -- Per product (or name sold under), then per category. A new product_sales row takes the
  -- product's category; an existing one keeps its own, which stays right after the product is
  -- deleted (the lines' product_id turning null arrives here as -1 under the product's key and +1
  -- under 'sold as' and the name).
  WITH lines AS (
    SELECT coalesce(product_id::text, 'sold as ' || product_name) AS sales_key, product_id, product_name,
           qty, price, sign
      FROM unnest(product_ids, product_names, qtys, prices, signs) AS line (product_id, product_name, qty, price, sign)
  ), per_key AS (
    SELECT sales_key, min(product_id) AS product_id, min(product_name) AS product_name,
           sum(sign) AS lines, sum(sign * qty) AS units, sum(sign * qty * price) AS revenue
      FROM lines GROUP BY sales_key
  ), kept AS (
    INSERT INTO product_sales (sales_key, product_id, product_name, category, lines, units, revenue)
    SELECT per_key.sales_key, per_key.product_id, per_key.product_name, products.category,
           per_key.lines, per_key.units, per_key.revenue
      FROM per_key LEFT JOIN products ON products.id = per_key.product_id
    ON CONFLICT (sales_key) DO UPDATE SET
      lines = product_sales.lines + EXCLUDED.lines,
      units = product_sales.units + EXCLUDED.units,
      revenue = product_sales.revenue + EXCLUDED.revenue
    RETURNING sales_key, category
  )
  INSERT INTO category_sales (category, lines, units, revenue)
  SELECT kept.category, sum(per_key.lines), sum(per_key.units), sum(per_key.revenue)
    FROM per_key JOIN kept USING (sales_key)
   WHERE kept.category IS NOT NULL
   GROUP BY kept.category
  ON CONFLICT (category) DO UPDATE SET
    lines = category_sales.lines + EXCLUDED.lines,
    units = category_sales.units + EXCLUDED.units,
    revenue = category_sales.revenue + EXCLUDED.revenue;
  -- Separate statements, so they see the changes above. Only the keys touched are looked at.
  DELETE FROM product_sales
   WHERE lines = 0
     AND sales_key = ANY (ARRAY(
       SELECT coalesce(product_id::text, 'sold as ' || product_name)
         FROM unnest(product_ids, product_names) AS line (product_id, product_name)));
  DELETE FROM category_sales WHERE lines = 0;
$$;
--> statement-breakpoint
CREATE FUNCTION order_lines_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(order_id) AS order_ids, array_agg(product_id) AS product_ids,
           array_agg(product_name) AS product_names, array_agg(qty) AS qtys, array_agg(price) AS prices,
           array_agg(1) AS signs
      INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(order_id) AS order_ids, array_agg(product_id) AS product_ids,
           array_agg(product_name) AS product_names, array_agg(qty) AS qtys, array_agg(price) AS prices,
           array_agg(-1) AS signs
      INTO changed FROM old_rows;
  ELSE
    -- Only the lines where a figure or a key changed: the old version out, the new one in.
    WITH moved AS (
      SELECT old_side.order_id AS old_order, old_side.product_id AS old_product, old_side.product_name AS old_name,
             old_side.qty AS old_qty, old_side.price AS old_price,
             new_side.order_id AS new_order, new_side.product_id AS new_product, new_side.product_name AS new_name,
             new_side.qty AS new_qty, new_side.price AS new_price
        FROM old_rows AS old_side JOIN new_rows AS new_side USING (id)
       WHERE (old_side.order_id, old_side.product_id, old_side.product_name, old_side.qty, old_side.price)
             IS DISTINCT FROM (new_side.order_id, new_side.product_id, new_side.product_name, new_side.qty, new_side.price)
    ), sides AS (
      SELECT old_order AS order_id, old_product AS product_id, old_name AS product_name, old_qty AS qty,
             old_price AS price, -1 AS sign FROM moved
      UNION ALL
      SELECT new_order, new_product, new_name, new_qty, new_price, 1 FROM moved
    )
    SELECT array_agg(order_id) AS order_ids, array_agg(product_id) AS product_ids,
           array_agg(product_name) AS product_names, array_agg(qty) AS qtys, array_agg(price) AS prices,
           array_agg(sign) AS signs
      INTO changed FROM sides;
  END IF;
  IF changed.order_ids IS NOT NULL THEN
    PERFORM order_lines_apply(changed.order_ids, changed.product_ids, changed.product_names, changed.qtys,
                              changed.prices, changed.signs);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_lines_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_lines_after_change();
--> statement-breakpoint
CREATE TRIGGER order_lines_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_lines_after_change();
--> statement-breakpoint
CREATE TRIGGER order_lines_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_lines_after_change();
--> statement-breakpoint
-- A product that changes category (edited, or its category renamed) takes its sales along.
CREATE FUNCTION product_sales_after_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH recategorised AS (
    SELECT id, old_side.category AS old_category, new_side.category AS new_category
      FROM old_rows AS old_side JOIN new_rows AS new_side USING (id)
     WHERE old_side.category IS DISTINCT FROM new_side.category
  ), moved AS (
    UPDATE product_sales SET category = recategorised.new_category
      FROM recategorised
     WHERE product_sales.sales_key = recategorised.id::text
    RETURNING recategorised.old_category, recategorised.new_category, product_sales.lines,
              product_sales.units, product_sales.revenue
  ), changes AS (
    SELECT old_category AS category, -lines AS lines, -units AS units, -revenue AS revenue FROM moved
    UNION ALL
    SELECT new_category, lines, units, revenue FROM moved
  )
  INSERT INTO category_sales (category, lines, units, revenue)
  SELECT category, sum(lines), sum(units), sum(revenue) FROM changes GROUP BY category
  ON CONFLICT (category) DO UPDATE SET
    lines = category_sales.lines + EXCLUDED.lines,
    units = category_sales.units + EXCLUDED.units,
    revenue = category_sales.revenue + EXCLUDED.revenue;
  DELETE FROM category_sales WHERE lines = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_sales_product_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sales_after_product_change();
--> statement-breakpoint
-- Existing data. Setting orders.units goes through the orders trigger above, which adds the units
-- to their months.
UPDATE orders SET units = line_units.units
  FROM (SELECT order_id, sum(qty)::integer AS units FROM order_items GROUP BY order_id) AS line_units
 WHERE orders.id = line_units.order_id;
--> statement-breakpoint
INSERT INTO product_sales (sales_key, product_id, product_name, category, lines, units, revenue)
SELECT coalesce(order_items.product_id::text, 'sold as ' || order_items.product_name),
       min(order_items.product_id), min(order_items.product_name), min(products.category),
       count(*), sum(order_items.qty), sum(order_items.qty * order_items.price)
  FROM order_items LEFT JOIN products ON products.id = order_items.product_id
 GROUP BY 1;
--> statement-breakpoint
INSERT INTO category_sales (category, lines, units, revenue)
SELECT category, sum(lines), sum(units), sum(revenue) FROM product_sales
 WHERE category IS NOT NULL GROUP BY category;
