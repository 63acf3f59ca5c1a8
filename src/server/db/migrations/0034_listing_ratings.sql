-- A listing's rating kept on its row (issue 12, faster reads): search computed each match's average
-- and count from its reviews, once per candidate row (the rating order at 100 000 listings with 91 000
-- reviews: ~950 ms). The columns follow the reviews through triggers, in the same transaction as the
-- change, so they never disagree with the reviews a listing page shows: a review counts once it is
-- about the provider, not deleted, and its transaction has reached `reviewed` (double-blind).
ALTER TABLE "listings" ADD COLUMN "rating_average" numeric;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_public_rating_idx" ON "listings" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "listings"."state" = 'published' and not "listings"."deleted";--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.levada_refresh_listing_rating(listing uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- The listing's row is locked before its reviews are counted, and the count is a statement of its
  -- own (a fresh snapshot): two reviews published at once by two transactions would otherwise each be
  -- counted without the other, and the later write would keep one.
  PERFORM 1 FROM listings WHERE id = listing FOR UPDATE;
  UPDATE listings l SET rating_average = r.average, rating_count = r.total
  FROM (
    SELECT avg(rv.rating) AS average, count(*)::integer AS total
    FROM reviews rv INNER JOIN transactions t ON t.id = rv.transaction_id
    WHERE rv.listing_id = listing AND rv.type = 'ofProvider' AND t.state = 'reviewed' AND NOT rv.deleted
  ) r
  WHERE l.id = listing
    AND (l.rating_average IS DISTINCT FROM r.average OR l.rating_count IS DISTINCT FROM r.total);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.levada_review_rating_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM public.levada_refresh_listing_rating(OLD.listing_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.listing_id IS DISTINCT FROM OLD.listing_id) THEN
    PERFORM public.levada_refresh_listing_rating(NEW.listing_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_listing_rating AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION public.levada_review_rating_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.levada_transaction_rating_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.levada_refresh_listing_rating(NEW.listing_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Reviews become public when their transaction reaches `reviewed`.
CREATE TRIGGER transactions_listing_rating AFTER UPDATE OF state ON transactions
  FOR EACH ROW WHEN ((OLD.state = 'reviewed') IS DISTINCT FROM (NEW.state = 'reviewed'))
  EXECUTE FUNCTION public.levada_transaction_rating_change();
--> statement-breakpoint
UPDATE listings l SET rating_average = r.average, rating_count = r.total
FROM (
  SELECT rv.listing_id, avg(rv.rating) AS average, count(*)::integer AS total
  FROM reviews rv INNER JOIN transactions t ON t.id = rv.transaction_id
  WHERE rv.type = 'ofProvider' AND t.state = 'reviewed' AND NOT rv.deleted
  GROUP BY rv.listing_id
) r
WHERE l.id = r.listing_id;
