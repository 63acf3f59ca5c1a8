-- A booking rewrites its listing's row of listing_summaries (the free days, migration 0037). With every
-- page full, three in four of those rewrites moved the row to another page, which adds the row's words
-- again to both GIN indexes; there they waited in the pending list that every search scans, until a
-- booking paid to merge it (docs/decisions/077-search-rows-in-place.md). A quarter of each page is now
-- left free, so the new version stays on its page and no index changes (a HOT update); the indexes take
-- the entries of a new or edited listing at once instead of into a pending list. CLUSTER rewrites the
-- table with the free space and rebuilds its indexes, which also empties their pending lists.
ALTER TABLE "listing_summaries" SET (fillfactor = 75);--> statement-breakpoint
ALTER INDEX "listing_summaries_match_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "listing_summaries_summary_idx" SET (fastupdate = off);--> statement-breakpoint
CLUSTER "listing_summaries" USING "listing_summaries_pkey";
