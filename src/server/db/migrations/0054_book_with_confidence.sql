-- Book with confidence (issue 45; docs/decisions/120 and 121): a transaction keeps how its listing
-- confirmed it when it was requested (instant, or on request with the operator's answer window), the
-- number its booking reference is made from (a sequence: unique by construction, the reference is a
-- permutation of it, src/domain/booking-reference.ts), and when its ticket was checked in.
CREATE SEQUENCE "booking_reference_seq" AS bigint START WITH 1;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "is_instant" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "answer_window_minutes" integer;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reference_number" bigint DEFAULT nextval('booking_reference_seq') NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "checked_in_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reference_number_idx" ON "transactions" ("reference_number");
--> statement-breakpoint
-- The operator's answers (accept or decline of a request) by provider, for the listing page's
-- "usually answers within N hours" (a median over these transitions).
CREATE INDEX "transaction_transitions_answers_idx" ON "transaction_transitions" ("transition", "transaction_id") WHERE "transition" IN ('accept', 'decline');
