-- Each server process keeps the published listings' search columns in memory (decision 082): every
-- committed change of a listing_summaries row names its listing on a channel of its own, so that the
-- public read cache (decision 056) does not go through its kept answers for each of them. A booking
-- changes a summary's free days without touching listings, so the listings' notices do not cover it.
CREATE OR REPLACE FUNCTION public.levada_notify_search_summary() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('levada_search_summaries', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('levada_search_summaries', OLD.listing_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('levada_search_summaries', NEW.listing_id::text); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_summaries_search_notice AFTER INSERT OR UPDATE OR DELETE ON listing_summaries
  FOR EACH ROW EXECUTE FUNCTION public.levada_notify_search_summary();
--> statement-breakpoint
CREATE TRIGGER listing_summaries_search_truncate AFTER TRUNCATE ON listing_summaries
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_search_summary();
