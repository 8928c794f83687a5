ALTER TABLE "uploads" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;
--> statement-breakpoint
-- Files stored before kinds existed: whatever is not a picture, and whatever a message, a card, a
-- chat or a mail carries, was uploaded as an attachment; it stops being served without a signature.
UPDATE "uploads" SET "kind" = 'attachment'
WHERE "content_type" NOT LIKE 'image/%'
  OR "id" IN (SELECT "upload_id" FROM "email_attachments" WHERE "upload_id" IS NOT NULL)
  OR "id" IN (SELECT "upload_id" FROM "kanban_item_attachments")
  OR "id" IN (SELECT "attachment"->>'uploadId' FROM "chat_messages" WHERE "attachment" IS NOT NULL)
  OR "id" IN (SELECT "file"->>'uploadId' FROM "mail_outbox", jsonb_array_elements("mail_outbox"."attachments") AS "file");
