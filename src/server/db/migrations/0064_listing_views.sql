-- Recommendations' interactions (issue 48; docs/decisions/164-recommendations-local-default.md): a
-- detail view of a listing by a visitor (the `levada_visitor` cookie) and, when signed in, a user,
-- with the recommendation id the link carried. The local recommender reads recently viewed tours per
-- visitor and co-viewed tours from it.
CREATE TABLE "listing_views" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "listing_id" uuid NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
  "visitor_id" text NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "recomm_id" text,
  "viewed_at" timestamp with time zone NOT NULL,
  CONSTRAINT "listing_views_recomm_id_check" CHECK ("recomm_id" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
CREATE INDEX "listing_views_visitor_idx" ON "listing_views" ("visitor_id", "viewed_at" DESC);
--> statement-breakpoint
CREATE INDEX "listing_views_listing_idx" ON "listing_views" ("listing_id", "visitor_id");
