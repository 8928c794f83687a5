CREATE TABLE "kanban_item_attachments" (
	"item_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kanban_item_attachments_item_id_upload_id_pk" PRIMARY KEY("item_id","upload_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "excluded_starts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "kanban_item_attachments" ADD CONSTRAINT "kanban_item_attachments_item_id_kanban_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."kanban_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_item_attachments" ADD CONSTRAINT "kanban_item_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_item_attachments" ADD CONSTRAINT "kanban_item_attachments_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_items" DROP COLUMN "attachments";