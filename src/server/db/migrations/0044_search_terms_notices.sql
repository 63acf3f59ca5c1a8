-- The search index remembers what each searched text stands for (its near words, its rank query and
-- words; decision 083) until anything it depends on changes: a listing's summary (0043's notices) or
-- the known words of search_terms, which are named here as 'terms' on the index's channel. Only
-- statements that changed a word notify: most listing updates insert none.
CREATE OR REPLACE FUNCTION public.levada_notify_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR EXISTS (SELECT 1 FROM changed_terms) THEN
    PERFORM pg_notify('levada_search_summaries', 'terms');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_terms_insert_notice AFTER INSERT ON search_terms
  REFERENCING NEW TABLE AS changed_terms FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_search_terms();
--> statement-breakpoint
CREATE TRIGGER search_terms_update_notice AFTER UPDATE ON search_terms
  REFERENCING NEW TABLE AS changed_terms FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_search_terms();
--> statement-breakpoint
CREATE TRIGGER search_terms_delete_notice AFTER DELETE ON search_terms
  REFERENCING OLD TABLE AS changed_terms FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_search_terms();
--> statement-breakpoint
CREATE TRIGGER search_terms_truncate_notice AFTER TRUNCATE ON search_terms
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_search_terms();
