-- Each published listing's search summary in a narrow table of its own (decision 065): ranking a
-- one-word search reads every listing whose title or short description holds the word, and those rows
-- of the listings table are about 2 KB wide (descriptions, public data, the whole search document);
-- these are about 400 bytes. A trigger keeps the table to exactly the published, not deleted listings,
-- in the same transaction as the change; deleting a listing deletes its row.
CREATE TABLE "listing_summaries" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"summary" "tsvector" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD CONSTRAINT "listing_summaries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_summaries_summary_idx" ON "listing_summaries" USING gin ("summary");--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.levada_listing_summary_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'published' AND NOT NEW.deleted THEN
    INSERT INTO listing_summaries (listing_id, summary, created_at)
    VALUES (NEW.id, NEW.search_summary, NEW.created_at)
    ON CONFLICT (listing_id) DO UPDATE SET summary = excluded.summary, created_at = excluded.created_at;
  ELSE
    DELETE FROM listing_summaries WHERE listing_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_summary_insert AFTER INSERT ON listings
FOR EACH ROW WHEN (NEW.state = 'published' AND NOT NEW.deleted)
EXECUTE FUNCTION public.levada_listing_summary_change();
--> statement-breakpoint
-- Only the changes that move the summary: a rating refresh or a price change leaves it alone.
CREATE TRIGGER listings_summary_update AFTER UPDATE ON listings
FOR EACH ROW WHEN (
  OLD.state IS DISTINCT FROM NEW.state OR OLD.deleted IS DISTINCT FROM NEW.deleted
  OR OLD.search_summary IS DISTINCT FROM NEW.search_summary OR OLD.created_at IS DISTINCT FROM NEW.created_at
)
EXECUTE FUNCTION public.levada_listing_summary_change();
--> statement-breakpoint
-- One page of a one-word search's summary matches, best ranked first (the order of search-listings.ts:
-- rank, newest, id). Read through the GIN index: the planner takes a word's alternatives (stem, as
-- written, as a beginning) for independent words, expects three times the matches, and on a table this
-- narrow prefers testing every row (at 100 000 listings, 12 000 matches: 40-50 ms against 18-24).
CREATE OR REPLACE FUNCTION public.levada_rank_summaries(query tsquery, page_size integer, skip integer)
RETURNS TABLE (listing_id uuid) LANGUAGE sql STABLE
SET enable_seqscan = off
AS $$
  SELECT s.listing_id FROM listing_summaries s
  WHERE s.summary @@ query
  ORDER BY ts_rank(s.summary, query) DESC, s.created_at DESC NULLS LAST, s.listing_id
  LIMIT page_size OFFSET skip
$$;
--> statement-breakpoint
INSERT INTO listing_summaries (listing_id, summary, created_at)
SELECT id, search_summary, created_at FROM listings WHERE state = 'published' AND NOT deleted;
