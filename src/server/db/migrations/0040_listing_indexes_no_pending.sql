-- The words indexes of listings took a new or edited listing into a pending list that every search
-- through them scans until it is merged: at the 4 MB limit, by a VACUUM, or (PGlite, which has no
-- autovacuum) only at the limit. 489 pending pages made a one-word count through the index 4x slower
-- (docs/decisions/077-search-rows-in-place.md, "Update"). Entries now go into the index at once, as
-- those of listing_summaries and listing_ranks do; the lists already pending are merged now.
ALTER INDEX "listings_public_match_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "listings_public_summary_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('listings_public_match_idx'::regclass), gin_clean_pending_list('listings_public_summary_idx'::regclass);
