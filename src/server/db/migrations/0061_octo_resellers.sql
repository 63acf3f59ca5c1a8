-- Resellers selling through the OCTO supplier API (issue 47; docs/decisions/149-151). A reseller books
-- through the engine as the customer of its transactions, with an account of its own (no password).
CREATE TABLE "resellers" (
  "id" uuid PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "webhook_url" text,
  "webhook_secret" text,
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "resellers_user_idx" ON "resellers" ("user_id");
--> statement-breakpoint
-- Bearer keys, kept as their SHA-256 only; the prefix names a key in lists.
CREATE TABLE "reseller_keys" (
  "id" uuid PRIMARY KEY NOT NULL,
  "reseller_id" uuid NOT NULL REFERENCES "resellers"("id"),
  "key_hash" text NOT NULL,
  "key_prefix" text NOT NULL,
  "test_mode" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_keys_hash_idx" ON "reseller_keys" ("key_hash");
--> statement-breakpoint
-- The listings an operator lets a reseller sell, and the reseller's commission (net = retail − it).
CREATE TABLE "reseller_listings" (
  "reseller_id" uuid NOT NULL REFERENCES "resellers"("id"),
  "listing_id" uuid NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
  "commission_percent" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("reseller_id", "listing_id"),
  CONSTRAINT "reseller_listings_commission_check" CHECK ("commission_percent" >= 0 and "commission_percent" <= 100)
);
--> statement-breakpoint
-- An OCTO booking: the reseller's uuid (its idempotency key) and what OCTO carries beside the
-- transaction. A test-mode booking has no transaction: it keeps its own status, departure and
-- expiry, and never takes a seat.
CREATE TABLE "octo_bookings" (
  "id" uuid PRIMARY KEY NOT NULL,
  "reseller_id" uuid NOT NULL REFERENCES "resellers"("id"),
  "uuid" text NOT NULL,
  "transaction_id" uuid REFERENCES "transactions"("id"),
  "test_mode" boolean NOT NULL DEFAULT false,
  "test_status" text,
  "test_start" timestamp with time zone,
  "test_end" timestamp with time zone,
  "test_expires_at" timestamp with time zone,
  "listing_id" uuid NOT NULL REFERENCES "listings"("id"),
  "reseller_reference" text,
  "commission_percent" integer NOT NULL,
  "contact" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "notes" text,
  "unit_items" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "cancel_reason" text,
  "confirmed_at" timestamp with time zone,
  "cancelled_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "octo_bookings_uuid_idx" ON "octo_bookings" ("reseller_id", "uuid");
--> statement-breakpoint
CREATE UNIQUE INDEX "octo_bookings_transaction_idx" ON "octo_bookings" ("transaction_id");
--> statement-breakpoint
CREATE INDEX "octo_bookings_reference_idx" ON "octo_bookings" ("reseller_id", "reseller_reference");
--> statement-breakpoint
-- The reseller of a transaction, and a hold's own expiry (a reseller's expirationMinutes).
ALTER TABLE "transactions" ADD COLUMN "reseller_id" uuid REFERENCES "resellers"("id");
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "hold_expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "transaction_transitions" DROP CONSTRAINT "transaction_transitions_by_check";
--> statement-breakpoint
ALTER TABLE "transaction_transitions" ADD CONSTRAINT "transaction_transitions_by_check" CHECK ("by" in ('customer', 'provider', 'system', 'operator', 'reseller'));
