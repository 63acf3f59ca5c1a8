-- The waitlist of a full departure (issue 46 item 5; docs/decisions/160-waitlist.md and
-- 161-waitlist-offers-hold-seats.md): a signed-in traveller waits with their party; when seats free
-- up the first waiting party that fits is offered them, the seats held for it in listing_slots.booked
-- until the offer is used or expires.
CREATE TABLE "waitlist_entries" (
  "id" uuid PRIMARY KEY NOT NULL,
  -- The order of joining (two joins in the same instant keep the order they committed in).
  "seq" bigserial NOT NULL,
  "listing_id" uuid NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
  "start_at" timestamp with time zone NOT NULL,
  "end_at" timestamp with time zone NOT NULL,
  "customer_id" uuid NOT NULL REFERENCES "users"("id"),
  "quantity_adult" integer NOT NULL,
  "quantity_child" integer NOT NULL,
  "quantity_infant" integer NOT NULL,
  "seats" integer NOT NULL,
  "state" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "offered_at" timestamp with time zone,
  "offer_expires_at" timestamp with time zone,
  "ended_at" timestamp with time zone,
  "transaction_id" uuid REFERENCES "transactions"("id"),
  CONSTRAINT "waitlist_entries_state_check" CHECK ("state" in ('waiting', 'offered', 'booked', 'left', 'expired')),
  CONSTRAINT "waitlist_entries_seats_check" CHECK ("seats" > 0)
);
--> statement-breakpoint
CREATE INDEX "waitlist_entries_departure_idx" ON "waitlist_entries" ("listing_id", "start_at", "seq");
--> statement-breakpoint
CREATE INDEX "waitlist_entries_customer_idx" ON "waitlist_entries" ("customer_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_open_idx" ON "waitlist_entries" ("listing_id", "start_at", "customer_id") WHERE "state" in ('waiting', 'offered');
