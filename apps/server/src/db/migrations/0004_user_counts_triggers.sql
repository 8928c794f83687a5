-- Keeps user_counts exact: statement-level triggers add the inserted rows and subtract the deleted
-- ones per (role, plan, status); an update does both. Rows that reach zero are removed.
CREATE FUNCTION user_counts_apply(delta_sign integer, changed_role text, changed_plan text, changed_status text, changed_total bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts (role, current_plan, status, total)
  VALUES (changed_role, changed_plan, changed_status, delta_sign * changed_total)
  ON CONFLICT (role, current_plan, status) DO UPDATE SET total = user_counts.total + EXCLUDED.total;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counts_apply(1, role, current_plan, status, count(*)) FROM new_rows GROUP BY role, current_plan, status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counts_apply(-1, role, current_plan, status, count(*)) FROM old_rows GROUP BY role, current_plan, status;
  DELETE FROM user_counts WHERE total = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counts_apply(-1, role, current_plan, status, count(*)) FROM old_rows GROUP BY role, current_plan, status;
  PERFORM user_counts_apply(1, role, current_plan, status, count(*)) FROM new_rows GROUP BY role, current_plan, status;
  DELETE FROM user_counts WHERE total = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER user_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER user_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_after_update();
--> statement-breakpoint
INSERT INTO user_counts (role, current_plan, status, total)
SELECT role, current_plan, status, count(*) FROM users GROUP BY role, current_plan, status;
