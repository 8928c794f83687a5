CREATE INDEX "orders_status_ordered_at_idx" ON "orders" USING btree ("status","ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_spent_idx" ON "orders" USING btree ("status","spent","id");--> statement-breakpoint
CREATE INDEX "orders_status_order_number_idx" ON "orders" USING btree ("status","order_number","id");