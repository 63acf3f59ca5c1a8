CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (public.levada_listing_document("title", "short_description", "description", "public_data")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_summary" "tsvector" GENERATED ALWAYS AS (public.levada_listing_summary("title", "short_description", "public_data")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "time_zone" text GENERATED ALWAYS AS (coalesce("availability_plan" ->> 'timezone', "public_data" ->> 'timezone', 'Atlantic/Madeira')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_public_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."state" = 'published' and not "listings"."deleted";--> statement-breakpoint
CREATE INDEX "listings_public_categories_idx" ON "listings" USING gin (("public_data" -> 'categories')) WHERE "listings"."state" = 'published' and not "listings"."deleted";--> statement-breakpoint
CREATE INDEX "listings_public_location_idx" ON "listings" USING btree ("lat","lng") WHERE "listings"."state" = 'published' and not "listings"."deleted";