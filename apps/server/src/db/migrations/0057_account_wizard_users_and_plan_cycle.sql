ALTER TABLE "wizard_submissions" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_cycle" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "wizard_submissions" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "wizard_submissions" ADD CONSTRAINT "wizard_submissions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;