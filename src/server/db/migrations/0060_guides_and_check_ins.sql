-- Guides and check-in (issue 46 items 2 to 4; docs/decisions/152, 153 and 154): an operator's
-- invitations to guides (only the token's hash is kept), the guides who accepted, every scan a
-- check-in device synced (its own id: a scan sent twice is kept once), and on the transaction how
-- many of the party were checked in and when the rest was marked as not showing up.
CREATE TABLE "guide_invitations" (
  "id" uuid PRIMARY KEY NOT NULL,
  "operator_id" uuid NOT NULL REFERENCES "users"("id"),
  "email" text NOT NULL,
  "token_hash" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "accepted_at" timestamp with time zone,
  "accepted_by" uuid REFERENCES "users"("id"),
  "revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "guide_invitations_token_idx" ON "guide_invitations" ("token_hash");
--> statement-breakpoint
CREATE INDEX "guide_invitations_operator_idx" ON "guide_invitations" ("operator_id", "created_at");
--> statement-breakpoint
CREATE TABLE "operator_guides" (
  "operator_id" uuid NOT NULL REFERENCES "users"("id"),
  "guide_id" uuid NOT NULL REFERENCES "users"("id"),
  "invitation_id" uuid REFERENCES "guide_invitations"("id"),
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "operator_guides_pk" PRIMARY KEY ("operator_id", "guide_id"),
  CONSTRAINT "operator_guides_not_self_check" CHECK ("operator_id" <> "guide_id")
);
--> statement-breakpoint
CREATE INDEX "operator_guides_guide_idx" ON "operator_guides" ("guide_id");
--> statement-breakpoint
CREATE TABLE "check_in_scans" (
  "id" uuid PRIMARY KEY NOT NULL,
  "listing_id" uuid NOT NULL REFERENCES "listings"("id"),
  "departure_start" timestamp with time zone NOT NULL,
  "transaction_id" uuid REFERENCES "transactions"("id"),
  "kind" text NOT NULL,
  "persons" integer,
  "reference" text,
  "outcome" text NOT NULL,
  "scanned_at" timestamp with time zone NOT NULL,
  "received_at" timestamp with time zone NOT NULL,
  "recorded_by" uuid NOT NULL REFERENCES "users"("id"),
  "device_id" text NOT NULL,
  CONSTRAINT "check_in_scans_kind_check" CHECK ("kind" in ('check-in', 'no-show')),
  CONSTRAINT "check_in_scans_outcome_check" CHECK ("outcome" in ('accepted', 'not-a-ticket', 'invalid-signature', 'unknown-ticket', 'other-departure', 'not-confirmed', 'too-many-persons'))
);
--> statement-breakpoint
CREATE INDEX "check_in_scans_departure_idx" ON "check_in_scans" ("listing_id", "departure_start");
--> statement-breakpoint
CREATE INDEX "check_in_scans_transaction_idx" ON "check_in_scans" ("transaction_id");
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "checked_in_persons" integer;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "no_show_at" timestamp with time zone;
