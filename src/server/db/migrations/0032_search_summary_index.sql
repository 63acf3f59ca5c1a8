-- The listings whose title or short description holds a searched word, found without reading the
-- others: relevance ranks only those (docs/decisions/030-keyword-search.md, issue 12 update).
CREATE INDEX "listings_public_summary_idx" ON "listings" USING gin ("search_summary") WHERE "listings"."state" = 'published' and not "listings"."deleted";
