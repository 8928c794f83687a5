-- A change to the boards, cards or their files (from any server or script) raises
-- `kanban.changed` on the realtime channel after the commit; every open board page refetches (the
-- hubs pass it only to sockets whose role may read the kanban). Notifications repeated in one
-- transaction are folded into one by PostgreSQL, so a move that touches many rows says it once.
CREATE FUNCTION kanban_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('aurum_realtime', '{"to":"all","event":{"type":"kanban.changed"}}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kanban_boards_changed_notify AFTER INSERT OR UPDATE OR DELETE ON kanban_boards
  FOR EACH STATEMENT EXECUTE FUNCTION kanban_changed_notify();
--> statement-breakpoint
CREATE TRIGGER kanban_items_changed_notify AFTER INSERT OR UPDATE OR DELETE ON kanban_items
  FOR EACH STATEMENT EXECUTE FUNCTION kanban_changed_notify();
--> statement-breakpoint
CREATE TRIGGER kanban_item_attachments_changed_notify AFTER INSERT OR UPDATE OR DELETE ON kanban_item_attachments
  FOR EACH STATEMENT EXECUTE FUNCTION kanban_changed_notify();
