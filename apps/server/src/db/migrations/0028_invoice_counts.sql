CREATE TABLE "invoice_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL,
	"invoiced" numeric(20, 2) NOT NULL,
	"balance" numeric(20, 2) NOT NULL,
	"outstanding" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
-- Keeps invoice_counts exact as 0008 keeps order_counts: one statement-level trigger per event
-- subtracts the deleted rows' figures and adds the inserted ones per status (an update does both);
-- statuses that reach zero invoices are removed.
CREATE FUNCTION invoice_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO invoice_counts (status, total, invoiced, balance, outstanding)
    SELECT invoice_status, -count(*), -sum(total), -sum(balance), -sum(greatest(balance, 0))
      FROM old_rows GROUP BY invoice_status
    ON CONFLICT (status) DO UPDATE SET
      total = invoice_counts.total + EXCLUDED.total,
      invoiced = invoice_counts.invoiced + EXCLUDED.invoiced,
      balance = invoice_counts.balance + EXCLUDED.balance,
      outstanding = invoice_counts.outstanding + EXCLUDED.outstanding;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO invoice_counts (status, total, invoiced, balance, outstanding)
    SELECT invoice_status, count(*), sum(total), sum(balance), sum(greatest(balance, 0))
      FROM new_rows GROUP BY invoice_status
    ON CONFLICT (status) DO UPDATE SET
      total = invoice_counts.total + EXCLUDED.total,
      invoiced = invoice_counts.invoiced + EXCLUDED.invoiced,
      balance = invoice_counts.balance + EXCLUDED.balance,
      outstanding = invoice_counts.outstanding + EXCLUDED.outstanding;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM invoice_counts WHERE total = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_counts_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_after_change();
--> statement-breakpoint
INSERT INTO invoice_counts (status, total, invoiced, balance, outstanding)
SELECT invoice_status, count(*), sum(total), sum(balance), sum(greatest(balance, 0))
  FROM invoices GROUP BY invoice_status;
