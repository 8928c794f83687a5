CREATE TABLE "first_order_months" (
	"month" date PRIMARY KEY NOT NULL,
	"customers" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_months" (
	"month" date PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL,
	"spent" numeric(20, 2) NOT NULL
);
