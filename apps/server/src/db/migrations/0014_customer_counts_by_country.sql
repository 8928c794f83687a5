-- customer_counts per status and country, so the CRM dashboard's customers per country reads a few
-- dozen rows instead of grouping every customer. The counts are rebuilt from the table and the
-- trigger function (0008) now groups by the three columns.
TRUNCATE customer_counts;
--> statement-breakpoint
ALTER TABLE "customer_counts" DROP CONSTRAINT "customer_counts_pkey";
--> statement-breakpoint
ALTER TABLE "customer_counts" ADD COLUMN "country" text NOT NULL;
--> statement-breakpoint
ALTER TABLE "customer_counts" ADD COLUMN "country_code" text NOT NULL;
--> statement-breakpoint
ALTER TABLE "customer_counts" ADD CONSTRAINT "customer_counts_status_country_country_code_pk" PRIMARY KEY("status","country","country_code");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO customer_counts (status, country, country_code, total)
    SELECT status, country, country_code, -count(*) FROM old_rows GROUP BY status, country, country_code
    ON CONFLICT (status, country, country_code) DO UPDATE SET total = customer_counts.total + EXCLUDED.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO customer_counts (status, country, country_code, total)
    SELECT status, country, country_code, count(*) FROM new_rows GROUP BY status, country, country_code
    ON CONFLICT (status, country, country_code) DO UPDATE SET total = customer_counts.total + EXCLUDED.total;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM customer_counts WHERE total = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO customer_counts (status, country, country_code, total)
SELECT status, country, country_code, count(*) FROM customers GROUP BY status, country, country_code;
