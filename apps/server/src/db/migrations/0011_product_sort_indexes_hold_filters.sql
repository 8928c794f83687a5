DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_category_id_desc_idx";--> statement-breakpoint
DROP INDEX "products_status_id_desc_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_qty_idx";--> statement-breakpoint
CREATE INDEX "products_sku_idx" ON "products" USING btree ("sku","id","category","status","stock");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("product_name","id","category","status","stock");--> statement-breakpoint
CREATE INDEX "products_category_id_desc_idx" ON "products" USING btree ("category","id" DESC NULLS FIRST,"status","stock");--> statement-breakpoint
CREATE INDEX "products_status_id_desc_idx" ON "products" USING btree ("status","id" DESC NULLS FIRST,"category","stock");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id","category","status","stock");--> statement-breakpoint
CREATE INDEX "products_qty_idx" ON "products" USING btree ("qty","id","category","status","stock");