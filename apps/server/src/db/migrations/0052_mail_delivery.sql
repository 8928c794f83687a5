ALTER TABLE "emails" ADD COLUMN "in_reply_to_id" integer;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "deliveries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "references" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "deliveries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_in_reply_to_id_emails_id_fk" FOREIGN KEY ("in_reply_to_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_in_reply_to_idx" ON "emails" USING btree ("in_reply_to_id") WHERE "emails"."in_reply_to_id" is not null;--> statement-breakpoint
-- Mail queued before this migration: each recipient takes its row's state, the sender's copy shows
-- them, and a row still queued keeps its message's id on its next try.
UPDATE "mail_outbox" SET "deliveries" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'email', r->>'email',
    'name', coalesce(r->>'name', ''),
    'status', CASE "mail_outbox"."status" WHEN 'sent' THEN 'sent' WHEN 'failed' THEN 'failed' ELSE 'queued' END,
    'error', CASE WHEN "mail_outbox"."status" = 'failed' THEN "mail_outbox"."last_error" END
  )), '[]'::jsonb)
  FROM jsonb_array_elements("mail_outbox"."to" || "mail_outbox"."cc" || "mail_outbox"."bcc") AS r
);--> statement-breakpoint
UPDATE "mail_outbox" SET "message_id" = e."message_id" FROM "emails" e WHERE e."id" = "mail_outbox"."email_id";--> statement-breakpoint
UPDATE "emails" SET "deliveries" = o."deliveries" FROM "mail_outbox" o WHERE o."email_id" = "emails"."id";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "text";