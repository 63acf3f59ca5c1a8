-- Errors the server reported without an error service configured (decision 134): one row per kind
-- of error (its fingerprint), counted, with its tags and the last time it happened.
CREATE TABLE "reported_errors" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reported_errors_last_seen_idx" ON "reported_errors" USING btree ("last_seen_at" DESC);
