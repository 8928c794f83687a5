ALTER TABLE "calendar_events" ADD COLUMN "guest_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_events_guests_idx" ON "calendar_events" USING gin ("guest_user_ids");--> statement-breakpoint
ALTER TABLE "calendar_events" DROP COLUMN "guests";