-- btree_gin lets the trigram index also hold role, plan and status (both PostgreSQL contrib and PGlite ship it).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "users_full_name_trgm";--> statement-breakpoint
DROP INDEX "users_email_trgm";--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (("full_name" || ' ' || "email") gin_trgm_ops,"role","current_plan","status");