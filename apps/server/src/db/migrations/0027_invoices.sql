CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "discount" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery" text DEFAULT 'Draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","id");--> statement-breakpoint
-- Invoices stored before this migration: how they left the house follows from their status, and
-- what was paid (total less balance) becomes one payment, so balance = total - payments holds.
UPDATE "invoices" SET "delivery" = CASE WHEN "invoice_status" IN ('Draft', 'Downloaded', 'Sent') THEN "invoice_status" ELSE 'Sent' END;--> statement-breakpoint
INSERT INTO "invoice_payments" ("invoice_id", "amount", "paid_on", "method") SELECT "id", "total" - "balance", "issued_date", 'Bank Transfer' FROM "invoices" WHERE "total" - "balance" > 0;
