-- Recommendations' other interactions (issue 48; docs/decisions/171-recommendation-interactions.md):
-- a cart addition (the checkout opened, by a visitor and, when signed in, a user) and a purchase (the
-- payment confirmed, by the customer), with the recommendation id the listing's link carried.
CREATE TABLE "recommendation_interactions" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "kind" text NOT NULL,
  "listing_id" uuid NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
  "visitor_id" text,
  "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "transaction_id" uuid,
  "recomm_id" text,
  "at" timestamp with time zone NOT NULL,
  CONSTRAINT "recommendation_interactions_kind_check" CHECK ("kind" IN ('cart-addition', 'purchase')),
  CONSTRAINT "recommendation_interactions_recomm_id_check" CHECK ("recomm_id" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_interactions_purchase_idx" ON "recommendation_interactions" ("transaction_id") WHERE "kind" = 'purchase';
--> statement-breakpoint
CREATE INDEX "recommendation_interactions_visitor_idx" ON "recommendation_interactions" ("visitor_id");
--> statement-breakpoint
CREATE INDEX "recommendation_interactions_user_idx" ON "recommendation_interactions" ("user_id");
--> statement-breakpoint
CREATE INDEX "listing_views_user_idx" ON "listing_views" ("user_id");
