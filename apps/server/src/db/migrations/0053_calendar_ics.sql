-- Calendars that other calendars read (issue 29): an all-day event is a span of days, stored at UTC
-- midnight of its days. The web used to send a day's local midnight as a UTC instant (the 28th in
-- Paris as 2026-12-27T23:00Z), so such rows are moved to the nearest UTC midnight first: right for
-- every offset from UTC-11 to UTC+12. Imported events keep their file's UID, once per owner.
UPDATE "calendar_events" SET
  "start_at" = date_trunc('day', "start_at" + interval '12 hours', 'UTC'),
  "end_at" = greatest(
    date_trunc('day', "end_at" + interval '12 hours', 'UTC'),
    date_trunc('day', "start_at" + interval '12 hours', 'UTC') + interval '1 day'
  ),
  "recurrence_until" = date_trunc('day', "recurrence_until" + interval '12 hours', 'UTC'),
  "excluded_starts" = array(
    SELECT to_char(
      date_trunc('day', excluded::timestamptz + interval '12 hours', 'UTC') AT TIME ZONE 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
    )
    FROM unnest("excluded_starts") AS excluded
  )
WHERE "all_day" AND (
  "start_at" <> date_trunc('day', "start_at", 'UTC')
  OR "end_at" <> date_trunc('day', "end_at", 'UTC')
  OR "recurrence_until" <> date_trunc('day', "recurrence_until", 'UTC')
);--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "ical_uid" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "ical_recurrence_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_owner_ical_uid_idx" ON "calendar_events" USING btree ("owner_user_id","ical_uid","ical_recurrence_id") WHERE "calendar_events"."ical_uid" is not null;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_all_day_midnight" CHECK (not "calendar_events"."all_day" or ("calendar_events"."start_at" = date_trunc('day', "calendar_events"."start_at", 'UTC') and "calendar_events"."end_at" = date_trunc('day', "calendar_events"."end_at", 'UTC') and ("calendar_events"."recurrence_until" is null or "calendar_events"."recurrence_until" = date_trunc('day', "calendar_events"."recurrence_until", 'UTC'))));
