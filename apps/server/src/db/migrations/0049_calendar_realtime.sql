-- A change to calendar events (from any server or script) raises `calendar.changed` on the
-- realtime channel after the commit, for the owners and guests of the rows written (before and
-- after an update, so a guest taken off hears it too); their open calendars refetch.
CREATE FUNCTION calendar_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recipients integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT person) INTO recipients FROM (
      SELECT owner_user_id AS person FROM new_events
      UNION SELECT unnest(guest_user_ids) FROM new_events
    ) people;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT person) INTO recipients FROM (
      SELECT owner_user_id AS person FROM old_events
      UNION SELECT unnest(guest_user_ids) FROM old_events
    ) people;
  ELSE
    SELECT array_agg(DISTINCT person) INTO recipients FROM (
      SELECT owner_user_id AS person FROM new_events
      UNION SELECT unnest(guest_user_ids) FROM new_events
      UNION SELECT owner_user_id FROM old_events
      UNION SELECT unnest(guest_user_ids) FROM old_events
    ) people;
  END IF;
  PERFORM realtime_notify_users(recipients, 'calendar.changed');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER calendar_events_inserted_notify AFTER INSERT ON calendar_events
  REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_notify();
--> statement-breakpoint
CREATE TRIGGER calendar_events_updated_notify AFTER UPDATE ON calendar_events
  REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_notify();
--> statement-breakpoint
CREATE TRIGGER calendar_events_deleted_notify AFTER DELETE ON calendar_events
  REFERENCING OLD TABLE AS old_events
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_notify();
