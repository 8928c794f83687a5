DROP INDEX "products_name_trgm";--> statement-breakpoint
DROP INDEX "products_brand_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("products"."product_name" || chr(31) || "products"."product_brand")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);