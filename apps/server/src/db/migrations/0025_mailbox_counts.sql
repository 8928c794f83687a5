CREATE TABLE "mailbox_counts" (
	"owner_user_id" integer NOT NULL,
	"folder" text NOT NULL,
	"is_deleted" boolean NOT NULL,
	"is_read" boolean NOT NULL,
	"is_starred" boolean NOT NULL,
	"labels" text[] NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "mailbox_counts_owner_user_id_folder_is_deleted_is_read_is_starred_labels_pk" PRIMARY KEY("owner_user_id","folder","is_deleted","is_read","is_starred","labels")
);
--> statement-breakpoint
-- Keeps mailbox_counts exact: statement-level triggers add the inserted threads and subtract the
-- deleted ones per (owner, folder, trash, read, starred, labels); an update does both. Replies
-- (parent_id set) are not threads and are not counted. Rows that reach zero are removed. Groups
-- are applied in key order, so two bulk changes of one mailbox lock its rows in the same order.
CREATE FUNCTION mailbox_counts_apply(delta_sign integer, changed_owner integer, changed_folder text,
  changed_deleted boolean, changed_read boolean, changed_starred boolean, changed_labels text[], changed_total bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mailbox_counts (owner_user_id, folder, is_deleted, is_read, is_starred, labels, total)
  VALUES (changed_owner, changed_folder, changed_deleted, changed_read, changed_starred, changed_labels,
    delta_sign * changed_total)
  ON CONFLICT (owner_user_id, folder, is_deleted, is_read, is_starred, labels)
  DO UPDATE SET total = mailbox_counts.total + EXCLUDED.total;
END $$;
--> statement-breakpoint
CREATE FUNCTION mailbox_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mailbox_counts_apply(1, g.owner_user_id, g.folder, g.is_deleted, g.is_read, g.is_starred, g.labels, g.total)
  FROM (SELECT owner_user_id, folder, is_deleted, is_read, is_starred, labels, count(*) AS total FROM new_rows WHERE parent_id IS NULL
    GROUP BY owner_user_id, folder, is_deleted, is_read, is_starred, labels ORDER BY owner_user_id, folder, is_deleted, is_read, is_starred, labels) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mailbox_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mailbox_counts_apply(-1, g.owner_user_id, g.folder, g.is_deleted, g.is_read, g.is_starred, g.labels, g.total)
  FROM (SELECT owner_user_id, folder, is_deleted, is_read, is_starred, labels, count(*) AS total FROM old_rows WHERE parent_id IS NULL
    GROUP BY owner_user_id, folder, is_deleted, is_read, is_starred, labels ORDER BY owner_user_id, folder, is_deleted, is_read, is_starred, labels) AS g;
  DELETE FROM mailbox_counts
  WHERE owner_user_id IN (SELECT DISTINCT owner_user_id FROM old_rows) AND total = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mailbox_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mailbox_counts_apply(-1, g.owner_user_id, g.folder, g.is_deleted, g.is_read, g.is_starred, g.labels, g.total)
  FROM (SELECT owner_user_id, folder, is_deleted, is_read, is_starred, labels, count(*) AS total FROM old_rows WHERE parent_id IS NULL
    GROUP BY owner_user_id, folder, is_deleted, is_read, is_starred, labels ORDER BY owner_user_id, folder, is_deleted, is_read, is_starred, labels) AS g;
  PERFORM mailbox_counts_apply(1, g.owner_user_id, g.folder, g.is_deleted, g.is_read, g.is_starred, g.labels, g.total)
  FROM (SELECT owner_user_id, folder, is_deleted, is_read, is_starred, labels, count(*) AS total FROM new_rows WHERE parent_id IS NULL
    GROUP BY owner_user_id, folder, is_deleted, is_read, is_starred, labels ORDER BY owner_user_id, folder, is_deleted, is_read, is_starred, labels) AS g;
  DELETE FROM mailbox_counts
  WHERE owner_user_id IN (SELECT DISTINCT owner_user_id FROM old_rows) AND total = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mailbox_counts_insert AFTER INSERT ON emails REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mailbox_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER mailbox_counts_delete AFTER DELETE ON emails REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mailbox_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER mailbox_counts_update AFTER UPDATE ON emails REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mailbox_counts_after_update();
--> statement-breakpoint
INSERT INTO mailbox_counts (owner_user_id, folder, is_deleted, is_read, is_starred, labels, total)
SELECT owner_user_id, folder, is_deleted, is_read, is_starred, labels, count(*) FROM emails WHERE parent_id IS NULL GROUP BY owner_user_id, folder, is_deleted, is_read, is_starred, labels;
