-- The affiliate tracker's conversions (spec 000 §4, issue 48; docs/decisions/176-ad-pixel-and-ad-tag.md):
-- a paid booking that came through a partner's link (the referral cookie), reported after the
-- traveller's consent. The local default keeps them here for the console; a hosted tracker gets them
-- over HTTP instead.
CREATE TABLE "affiliate_conversions" (
  "transaction_id" uuid PRIMARY KEY,
  "affiliate_id" uuid NOT NULL,
  "value_minor" integer NOT NULL,
  "currency" text NOT NULL,
  "reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "affiliate_conversions_reported_idx" ON "affiliate_conversions" ("reported_at" DESC);
