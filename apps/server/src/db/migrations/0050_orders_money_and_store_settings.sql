-- Orders keep the money the checkout computed (lines, delivery, tax, total) instead of the details
-- page deriving it from the total; a manual payment method's name; and the store settings lose
-- what drove nothing (shipping zones, locations, currency and units), their other sections taking
-- the shapes the checkout and the notifications now read.
ALTER TABLE "orders" ADD COLUMN "subtotal" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "method_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing orders: the subtotal is their lines (the total when they have none). What the total adds
-- to the lines was, for an order of the old checkout, 8% tax on the lines plus a $0, $69 or $99
-- delivery: split so when it fits, otherwise all of it is the delivery. Demo orders (total = lines)
-- get neither.
UPDATE "orders" o
SET "subtotal" = m.subtotal,
    "tax" = m.tax,
    "shipping" = o."spent" - m.subtotal - m.tax
FROM (
  SELECT s.id, s.subtotal,
    CASE WHEN s.spent - s.subtotal - round(s.subtotal * 8 / 100, 2) IN (0, 69, 99) AND s.spent > s.subtotal
      THEN round(s.subtotal * 8 / 100, 2) ELSE 0 END AS tax
  FROM (
    SELECT o2.id, o2.spent,
      least(o2.spent, coalesce(
        (SELECT round(sum(i.qty * i.price), 2) FROM "order_items" i WHERE i.order_id = o2.id), o2.spent)) AS subtotal
    FROM "orders" o2
  ) s
) m
WHERE m.id = o.id;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_adds_up" CHECK ("orders"."spent" = "orders"."subtotal" + "orders"."shipping" + "orders"."tax");--> statement-breakpoint
ALTER TABLE "store_settings" DROP COLUMN "shipping";--> statement-breakpoint
ALTER TABLE "store_settings" DROP COLUMN "locations";--> statement-breakpoint
-- Prices are dollar text (spec section 9) and products have no weight: currency and units go.
UPDATE "store_settings" SET "details" = "details" - 'currency' - 'unitSystem' - 'weightUnit';--> statement-breakpoint
-- Providers become the two the checkout can offer: cards (any card provider that was on) and PayPal.
UPDATE "store_settings" SET "payments" = jsonb_build_object(
  'providers', jsonb_build_array(
    jsonb_build_object('name', 'card', 'enabled', coalesce((
      SELECT bool_or((p->>'enabled')::boolean) FROM jsonb_array_elements("payments"->'providers') p
      WHERE lower(p->>'name') <> 'paypal'), false)),
    jsonb_build_object('name', 'paypal', 'enabled', coalesce((
      SELECT bool_or((p->>'enabled')::boolean) FROM jsonb_array_elements("payments"->'providers') p
      WHERE lower(p->>'name') = 'paypal'), false))),
  'manualMethods', coalesce("payments"->'manualMethods', '[]'::jsonb));--> statement-breakpoint
-- The checkout needs one way to pay.
UPDATE "store_settings"
SET "payments" = jsonb_set("payments", '{providers,0,enabled}', 'true'::jsonb)
WHERE jsonb_array_length("payments"->'manualMethods') = 0
  AND NOT ("payments" @> '{"providers":[{"enabled":true}]}'::jsonb);--> statement-breakpoint
-- Notification events by code, each once; the old free-text names map over, "Product review" goes
-- (nothing creates a review).
UPDATE "store_settings" SET "notifications" = jsonb_build_object('events', (
  SELECT jsonb_agg(jsonb_build_object('type', t.code, 'email', coalesce(e.email, false), 'app', coalesce(e.app, false)) ORDER BY t.position)
  FROM (VALUES ('newOrder', 'New order', 1), ('newCustomer', 'New customer sign up', 2), ('orderShipped', 'Order shipped', 3))
    AS t(code, old_name, position)
  LEFT JOIN LATERAL (
    SELECT bool_or((x->>'email')::boolean) AS email, bool_or((x->>'app')::boolean) AS app
    FROM jsonb_array_elements("notifications"->'events') x WHERE x->>'type' IN (t.code, t.old_name)
  ) e ON true));--> statement-breakpoint
-- The bell's "New order" notifications name the order as the store writes it (#5434), not by number.
UPDATE "notifications" n
SET "params" = jsonb_set(n."params", '{order}', to_jsonb(s.prefix || (n."params"->>'order') || s.suffix))
FROM (
  SELECT coalesce("details"->>'orderIdPrefix', '') AS prefix, coalesce("details"->>'orderIdSuffix', '') AS suffix
  FROM "store_settings" ORDER BY "id" LIMIT 1
) s
WHERE n."kind" = 'newOrder' AND jsonb_typeof(n."params"->'order') = 'number';
