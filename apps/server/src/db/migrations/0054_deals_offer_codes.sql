ALTER TABLE "orders" DROP CONSTRAINT "orders_money_adds_up";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deal_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_deal_idx" ON "orders" USING btree ("deal_id","customer_id");--> statement-breakpoint
-- Deals made before codes were unique: a later duplicate takes its id as a suffix (still 4 to 12 capitals and digits).
UPDATE "deals" AS "later" SET "code" = left("later"."code", greatest(4, 12 - length("later"."id"::text))) || "later"."id"::text
WHERE EXISTS (SELECT 1 FROM "deals" AS "earlier" WHERE lower("earlier"."code") = lower("later"."code") AND "earlier"."id" < "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_code_unique" ON "deals" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_adds_up" CHECK ("orders"."spent" = "orders"."subtotal" + "orders"."shipping" + "orders"."tax" - "orders"."discount");