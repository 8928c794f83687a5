CREATE TABLE "customer_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"status" text NOT NULL,
	"payment" integer NOT NULL,
	"total" bigint NOT NULL,
	"spent" numeric(20, 2) NOT NULL,
	CONSTRAINT "order_counts_status_payment_pk" PRIMARY KEY("status","payment")
);
--> statement-breakpoint
CREATE TABLE "product_counts" (
	"category" text NOT NULL,
	"status" text NOT NULL,
	"stock" boolean NOT NULL,
	"total" bigint NOT NULL,
	"out_of_stock" bigint NOT NULL,
	"inventory_value" numeric(20, 2) NOT NULL,
	CONSTRAINT "product_counts_category_status_stock_pk" PRIMARY KEY("category","status","stock")
);
--> statement-breakpoint
CREATE INDEX "products_category_id_desc_idx" ON "products" USING btree ("category","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_status_id_desc_idx" ON "products" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price","id");