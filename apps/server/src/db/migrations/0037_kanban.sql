ALTER TABLE "kanban_items" ADD COLUMN "member_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "kanban_items" DROP COLUMN "members";