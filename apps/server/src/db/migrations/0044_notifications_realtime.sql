-- Whoever's notifications change (a new one, one read) hears it on the realtime channel, after the
-- commit and from whichever server or script wrote them: the API servers' hubs LISTEN on
-- aurum_realtime and push { type: 'notifications.changed' } to those users' open tabs. Past 500
-- recipients the payload would near NOTIFY's 8,000-byte limit: everyone is told instead
-- (realtime_notify_users, also used by the calendar's trigger).
CREATE FUNCTION realtime_notify_users(recipients integer[], event_type text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF recipients IS NULL OR cardinality(recipients) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_notify(
    'aurum_realtime',
    json_build_object(
      'to', CASE WHEN cardinality(recipients) > 500 THEN to_json('all'::text) ELSE to_json(recipients) END,
      'event', json_build_object('type', event_type)
    )::text
  );
END
$$;
--> statement-breakpoint
CREATE FUNCTION notifications_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_notify_users(
    (SELECT array_agg(DISTINCT user_id) FROM changed_notifications),
    'notifications.changed'
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_inserted_notify AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS changed_notifications
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_changed_notify();
--> statement-breakpoint
CREATE TRIGGER notifications_updated_notify AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS changed_notifications
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_changed_notify();
