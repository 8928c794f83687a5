CREATE TABLE "user_counts" (
	"role" text NOT NULL,
	"current_plan" text NOT NULL,
	"status" text NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "user_counts_role_current_plan_status_pk" PRIMARY KEY("role","current_plan","status")
);
