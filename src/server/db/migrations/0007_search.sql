CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (public.levada_listing_document("title", "short_description", "description", "public_data")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_summary" "tsvector" GENERATED ALWAYS AS (public.levada_listing_summary("title", "short_description", "public_data")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "categories" text[] GENERATED ALWAYS AS (public.levada_json_text_array("public_data" -> 'categories')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "duration" text GENERATED ALWAYS AS ("public_data" ->> 'duration') STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "pickup_offered" boolean GENERATED ALWAYS AS (coalesce("public_data" -> 'pickupOffered' = 'true'::jsonb, false)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "time_zone" text GENERATED ALWAYS AS (coalesce("availability_plan" ->> 'timezone', "public_data" ->> 'timezone', 'Atlantic/Madeira')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_public_match_idx" ON "listings" USING gin ("search_vector","categories") WHERE "listings"."state" = 'published' and not "listings"."deleted";--> statement-breakpoint
CREATE INDEX "listings_public_location_idx" ON "listings" USING btree ("lat","lng") WHERE "listings"."state" = 'published' and not "listings"."deleted";