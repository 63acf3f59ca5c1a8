-- Every server process keeps its public answers (a listing, a page of search results) in memory
-- until a table they read changes (docs/decisions/056-public-read-cache.md). A statement on one of
-- those tables tells every listening process at commit, by table name; PostgreSQL delivers a
-- notification only once its transaction commits and folds repeats within one transaction.
CREATE OR REPLACE FUNCTION public.levada_notify_public_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('levada_public_reads', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER images_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER users_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER reviews_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER transactions_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER transaction_transitions_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transaction_transitions
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER listing_slots_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listing_slots
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_public_change();
--> statement-breakpoint
CREATE TRIGGER search_terms_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_terms
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_notify_public_change();
