-- A listing's minimum group size (issue 46 item 6; docs/decisions/157-minimum-group-size.md): the
-- size and the decision hours live in the listing's public data; this table keeps what was decided
-- for each departure (confirmed by the operator beforehand, or at the decision time going ahead or
-- cancelled), one row per departure, so the decision job acts once whoever runs it.
CREATE TABLE "departure_decisions" (
  "listing_id" uuid NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
  "start_at" timestamp with time zone NOT NULL,
  "outcome" text NOT NULL,
  "decided_at" timestamp with time zone NOT NULL,
  "decided_by" uuid REFERENCES "users"("id"),
  CONSTRAINT "departure_decisions_pk" PRIMARY KEY ("listing_id", "start_at"),
  CONSTRAINT "departure_decisions_outcome_check" CHECK ("outcome" in ('confirmed', 'goes-ahead', 'cancelled'))
);
