-- Revocation reaches open sockets (issue 32): whatever ends a session or changes what a user may
-- do — logout, a password reset or change, "sign out everywhere", an administrator suspending,
-- deleting or re-roling a user, a role's abilities edited — raises a control message on the
-- realtime channel after the commit, from whichever server or script wrote it. Every API server's
-- hub hears it and re-reads the sessions of its own sockets of those users (of everyone for a
-- role) in one query: sockets whose session no longer resolves are closed with 4401, the others
-- keep the abilities read now (modules/realtime/socket.ts). Written as triggers, like the
-- notifications' and the board's, so that no path that writes these tables can forget to tell.
-- A session reaching its expiry writes nothing: the hubs' periodic re-check closes those.
CREATE FUNCTION realtime_revalidate_users(affected integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF affected IS NULL OR cardinality(affected) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_notify(
    'aurum_realtime',
    json_build_object(
      'to', CASE WHEN cardinality(affected) > 500 THEN to_json('all'::text) ELSE to_json(affected) END,
      'control', 'revalidate'
    )::text
  );
END
$$;
--> statement-breakpoint
CREATE FUNCTION sessions_revoked_revalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_revalidate_users((
    SELECT array_agg(DISTINCT after.user_id)
    FROM new_sessions after JOIN old_sessions before ON before.id = after.id
    WHERE before.revoked_at IS NULL AND after.revoked_at IS NOT NULL
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_revalidate AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_sessions NEW TABLE AS new_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_revoked_revalidate();
--> statement-breakpoint
-- Deleted with their user (the foreign key cascades) or by any cleanup: only live ones matter.
CREATE FUNCTION sessions_deleted_revalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_revalidate_users((
    SELECT array_agg(DISTINCT user_id) FROM old_sessions
    WHERE revoked_at IS NULL AND expires_at > now()
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_revalidate AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_deleted_revalidate();
--> statement-breakpoint
-- A suspended user, or one given another role (a role's rename reaches users.role through the
-- foreign key's cascade, and is told here too).
CREATE FUNCTION users_access_changed_revalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_revalidate_users((
    SELECT array_agg(DISTINCT after.id)
    FROM new_users after JOIN old_users before ON before.id = after.id
    WHERE before.status IS DISTINCT FROM after.status OR before.role IS DISTINCT FROM after.role
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_access_changed_revalidate AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_access_changed_revalidate();
--> statement-breakpoint
-- A role's abilities changed: everyone is re-checked rather than its users looked up here, which
-- would read the users table on every role edit; roles change rarely and each hub re-checks all of
-- its sockets in one query per thousand.
CREATE FUNCTION roles_rules_changed_revalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_roles after JOIN old_roles before ON before.id = after.id
    WHERE before.rules IS DISTINCT FROM after.rules
  ) THEN
    PERFORM pg_notify('aurum_realtime', '{"to":"all","control":"revalidate"}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER roles_rules_changed_revalidate AFTER UPDATE ON roles
  REFERENCING OLD TABLE AS old_roles NEW TABLE AS new_roles
  FOR EACH STATEMENT EXECUTE FUNCTION roles_rules_changed_revalidate();
