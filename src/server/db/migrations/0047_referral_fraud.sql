-- Referral fraud (issue 42 item 3, decision 098). Secrets the servers on this database share (the
-- referral mark's signing key), created by the first server that needs one.
CREATE TABLE "server_secrets" (
  "name" text PRIMARY KEY,
  "value" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A click is counted once per visitor and once per address (kept as a keyed hash) a day; every click
-- is still recorded, so a booking's referral mark is tied to a click of its own visitor.
ALTER TABLE "affiliate_clicks" ADD COLUMN "address_hash" text;
--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "is_counted" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_clicks_counted_address_idx" ON "affiliate_clicks" ("affiliate_id", "day", "address_hash") WHERE "is_counted";
--> statement-breakpoint
-- The browsers (visitor cookie) and addresses an affiliate was seen signed in from: a booking from one
-- of them is not a referral.
CREATE TABLE "affiliate_sightings" (
  "affiliate_id" uuid NOT NULL REFERENCES "affiliates"("user_id"),
  "kind" text NOT NULL,
  "value" text NOT NULL,
  "last_seen_at" timestamp with time zone NOT NULL,
  CONSTRAINT "affiliate_sightings_pk" PRIMARY KEY ("affiliate_id", "kind", "value"),
  CONSTRAINT "affiliate_sightings_kind_check" CHECK ("kind" in ('visitor', 'address'))
);
--> statement-breakpoint
-- A referral that looks like the affiliate's own booking: refused (no commission) or flagged (the
-- commission waits for a marketplace administrator), with the reasons.
ALTER TABLE "affiliate_referrals" ADD COLUMN "review" text;
--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD COLUMN "review_reasons" text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_review_check" CHECK ("review" in ('flagged', 'approved', 'refused'));
