ALTER TABLE "courses" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cover_upload_id" text;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_owner_idx" ON "courses" USING btree ("owner_id","id");