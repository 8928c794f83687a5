CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"deal_type" text NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"region" text NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"offered_items" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"user_type" text NOT NULL,
	"max_users" integer NOT NULL,
	"min_cart_amount" numeric(12, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"single_use" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"city" text NOT NULL,
	"expected_price" numeric(14, 2) NOT NULL,
	"photo_ids" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wizard_drafts" (
	"user_id" integer NOT NULL,
	"wizard" text NOT NULL,
	"step" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wizard_drafts_user_id_wizard_pk" PRIMARY KEY("user_id","wizard")
);
--> statement-breakpoint
CREATE TABLE "wizard_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wizard" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_listings" ADD CONSTRAINT "property_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_drafts" ADD CONSTRAINT "wizard_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_submissions" ADD CONSTRAINT "wizard_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_user_idx" ON "deals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "property_listings_user_idx" ON "property_listings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wizard_submissions_user_idx" ON "wizard_submissions" USING btree ("user_id","id");