CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_id" integer,
	"from_name" text DEFAULT '' NOT NULL,
	"reply_to" text,
	"to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "emails_owner_folder_idx";--> statement-breakpoint
DROP INDEX "emails_owner_sent_at_idx";--> statement-breakpoint
-- cc becomes a list of {email, name} like "to" (hand-edited: the addresses are kept).
ALTER TABLE "emails" RENAME COLUMN "cc" TO "cc_text";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "cc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "emails" SET "cc" = (SELECT coalesce(jsonb_agg(jsonb_build_object('email', address, 'name', '')), '[]'::jsonb) FROM unnest("cc_text") AS address) WHERE cardinality("cc_text") > 0;--> statement-breakpoint
ALTER TABLE "emails" DROP COLUMN "cc_text";--> statement-breakpoint
-- bcc becomes a list of {email, name} like "to" (hand-edited: the addresses are kept).
ALTER TABLE "emails" RENAME COLUMN "bcc" TO "bcc_text";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "bcc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "emails" SET "bcc" = (SELECT coalesce(jsonb_agg(jsonb_build_object('email', address, 'name', '')), '[]'::jsonb) FROM unnest("bcc_text") AS address) WHERE cardinality("bcc_text") > 0;--> statement-breakpoint
ALTER TABLE "emails" DROP COLUMN "bcc_text";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD COLUMN "byte_size" integer;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "activity_at" timestamp with time zone;--> statement-breakpoint
UPDATE "emails" SET "activity_at" = coalesce((SELECT max(reply."sent_at") FROM "emails" AS reply WHERE reply."parent_id" = "emails"."id"), "sent_at") WHERE "parent_id" IS NULL;--> statement-breakpoint
UPDATE "emails" SET "activity_at" = "sent_at" WHERE "activity_at" IS NULL;--> statement-breakpoint
ALTER TABLE "emails" ALTER COLUMN "activity_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_owner_folder_activity_idx" ON "emails" USING btree ("owner_user_id","folder","activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "emails"."parent_id" is null and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_owner_trash_activity_idx" ON "emails" USING btree ("owner_user_id","activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "emails"."parent_id" is null and "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_owner_starred_activity_idx" ON "emails" USING btree ("owner_user_id","activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "emails"."parent_id" is null and "emails"."is_starred" and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_owner_activity_idx" ON "emails" USING btree ("owner_user_id","activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "emails"."parent_id" is null and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_owner_unread_idx" ON "emails" USING btree ("owner_user_id","folder") WHERE "emails"."parent_id" is null and not "emails"."is_deleted" and not "emails"."is_read";--> statement-breakpoint
CREATE INDEX "emails_owner_message_id_idx" ON "emails" USING btree ("owner_user_id","message_id");