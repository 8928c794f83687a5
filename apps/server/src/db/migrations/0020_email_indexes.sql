DROP INDEX "emails_owner_folder_activity_idx";--> statement-breakpoint
DROP INDEX "emails_owner_trash_activity_idx";--> statement-breakpoint
DROP INDEX "emails_owner_starred_activity_idx";--> statement-breakpoint
DROP INDEX "emails_owner_activity_idx";--> statement-breakpoint
CREATE INDEX "emails_owner_labels_gin" ON "emails" USING gin ("owner_user_id","labels") WHERE "emails"."parent_id" is null and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_owner_folder_activity_idx" ON "emails" USING btree ("owner_user_id","folder","activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "emails"."parent_id" is null and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_owner_trash_activity_idx" ON "emails" USING btree ("owner_user_id","activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "emails"."parent_id" is null and "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_owner_starred_activity_idx" ON "emails" USING btree ("owner_user_id","activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "emails"."parent_id" is null and "emails"."is_starred" and not "emails"."is_deleted";--> statement-breakpoint
CREATE INDEX "emails_owner_activity_idx" ON "emails" USING btree ("owner_user_id","activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "emails"."parent_id" is null and not "emails"."is_deleted";