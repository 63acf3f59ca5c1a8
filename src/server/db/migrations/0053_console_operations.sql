-- The console's operations (issue 43 parts 4–7; docs/decisions/111-console-transactions-and-operations.md):
-- the reason the marketplace gave when it cancelled a booking (both parties read it), and the
-- administrators' internal notes on a transaction (never shown to its parties); jobs an administrator
-- discarded.
ALTER TABLE "transactions" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
CREATE TABLE "console_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"author_id" uuid REFERENCES "users"("id"),
	"author_label" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "console_notes_target_idx" ON "console_notes" USING btree ("target_type","target_id","created_at");
--> statement-breakpoint
-- A job an administrator took out of the queue (decision 112): never claimed again, kept with its key.
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_state_check";
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed', 'discarded'));
--> statement-breakpoint
-- The marketplace's settings the console changes (decision 113): one row a setting, its value as
-- JSON; a setting without a row has its default (the environment's, or the code's).
CREATE TABLE "marketplace_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid REFERENCES "users"("id")
);
--> statement-breakpoint
-- An operator's own commission, instead of the marketplace's (decision 113).
CREATE TABLE "operator_commissions" (
	"operator_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"provider_commission_percent" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_commissions_percent_check" CHECK ("operator_commissions"."provider_commission_percent" between 0 and 100)
);
