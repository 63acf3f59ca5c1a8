-- A one-word search ranks the summaries of every listing whose title or short description holds the
-- word (decision 065), which wants narrow rows. Since the filtered search moved into listing_summaries
-- (decision 076) those rows also hold the search document, filters and free days (~1.5 KB, and a
-- quarter of each page kept free for bookings, decision 077): ranking "private"'s 12 000 matches read
-- 200 MB instead of 39 MB, 37-50 ms became 124-150 ms. The summaries to rank now have a table of their
-- own again, which only publishing and editing change (docs/decisions/078-listing-ranks.md).
CREATE TABLE "listing_ranks" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"summary" "tsvector" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_ranks" ADD CONSTRAINT "listing_ranks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "listing_ranks" (listing_id, summary, created_at)
SELECT listing_id, summary, created_at FROM listing_summaries;--> statement-breakpoint
CREATE INDEX "listing_ranks_summary_idx" ON "listing_ranks" USING gin ("summary") WITH (fastupdate = off);--> statement-breakpoint
DROP INDEX "listing_summaries_summary_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.levada_listing_summary_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'published' AND NOT NEW.deleted THEN
    INSERT INTO listing_summaries (listing_id, summary, created_at, search_vector, categories, duration,
      pickup_offered, price_amount, lat, lng, time_zone)
    VALUES (NEW.id, NEW.search_summary, NEW.created_at, NEW.search_vector, NEW.categories, NEW.duration,
      NEW.pickup_offered, NEW.price_amount, NEW.lat, NEW.lng, NEW.time_zone)
    ON CONFLICT (listing_id) DO UPDATE SET summary = excluded.summary, created_at = excluded.created_at,
      search_vector = excluded.search_vector, categories = excluded.categories, duration = excluded.duration,
      pickup_offered = excluded.pickup_offered, price_amount = excluded.price_amount, lat = excluded.lat,
      lng = excluded.lng, time_zone = excluded.time_zone;
    -- The row is locked now; the departures are read in a statement of their own (a fresh snapshot), so
    -- a booking committed meanwhile is seen, and one still open waits for this transaction.
    UPDATE listing_summaries s SET (free_minutes, has_long_slots) = (
      SELECT f.minutes, f.has_long_slots FROM public.levada_free_day_minutes(s.listing_id, s.time_zone) f
    )
    WHERE s.listing_id = NEW.id;
    -- Rewritten only when what it ranks changes (a price edit leaves it, and its page, alone).
    INSERT INTO listing_ranks (listing_id, summary, created_at)
    VALUES (NEW.id, NEW.search_summary, NEW.created_at)
    ON CONFLICT (listing_id) DO UPDATE SET summary = excluded.summary, created_at = excluded.created_at
    WHERE (listing_ranks.summary, listing_ranks.created_at)
      IS DISTINCT FROM (excluded.summary, excluded.created_at);
  ELSE
    DELETE FROM listing_summaries WHERE listing_id = NEW.id;
    DELETE FROM listing_ranks WHERE listing_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One page of a one-word search's summary matches, best ranked first (as in migration 0035).
CREATE OR REPLACE FUNCTION public.levada_rank_summaries(query tsquery, page_size integer, skip integer)
RETURNS TABLE (listing_id uuid) LANGUAGE sql STABLE
SET enable_seqscan = off
AS $$
  SELECT s.listing_id FROM listing_ranks s
  WHERE s.summary @@ query
  ORDER BY ts_rank(s.summary, query) DESC, s.created_at DESC NULLS LAST, s.listing_id
  LIMIT page_size OFFSET skip
$$;
