CREATE TABLE "category_sales" (
	"category" text PRIMARY KEY NOT NULL,
	"lines" bigint NOT NULL,
	"units" bigint NOT NULL,
	"revenue" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sales" (
	"sales_key" text PRIMARY KEY NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"category" text,
	"lines" bigint NOT NULL,
	"units" bigint NOT NULL,
	"revenue" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_months" ADD COLUMN "units" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "product_sales_best_idx" ON "product_sales" USING btree ("units" DESC NULLS FIRST,"revenue" DESC NULLS FIRST,"product_id");