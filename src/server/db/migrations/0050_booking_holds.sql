-- Seat hoarding (docs/decisions/090-hold-limits.md): the checkout's idempotency key, one transaction
-- per customer and key; and the request counters of @fastify/rate-limit, shared by every process.
ALTER TABLE "transactions" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_customer_idempotency_key_idx" ON "transactions" USING btree ("customer_id","idempotency_key") WHERE "transactions"."idempotency_key" is not null;
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" USING btree ("expires_at");
