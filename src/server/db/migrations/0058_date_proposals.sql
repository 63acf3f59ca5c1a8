-- A date change the operator proposes and the traveller accepts or declines (issue 45 item 5;
-- docs/decisions/143): at most one open proposal per booking.
CREATE TABLE "date_proposals" (
  "id" uuid PRIMARY KEY NOT NULL,
  "transaction_id" uuid NOT NULL REFERENCES "transactions"("id"),
  "proposed_by" uuid NOT NULL,
  "previous_start" timestamp with time zone NOT NULL,
  "previous_end" timestamp with time zone NOT NULL,
  "booking_start" timestamp with time zone NOT NULL,
  "booking_end" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "outcome" text,
  "closed_at" timestamp with time zone,
  CONSTRAINT "date_proposals_outcome_check" CHECK ("outcome" in ('accepted', 'declined', 'withdrawn', 'lapsed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "date_proposals_open_idx" ON "date_proposals" ("transaction_id") WHERE "outcome" is null;
