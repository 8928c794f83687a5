DROP INDEX "invoice_clients_name_trgm";--> statement-breakpoint
DROP INDEX "invoice_clients_company_email_trgm";--> statement-breakpoint
CREATE INDEX "invoice_clients_search_trgm" ON "invoice_clients" USING gin (("name" || ' ' || "company_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_clients_company_trgm" ON "invoice_clients" USING gin ("company" gin_trgm_ops);