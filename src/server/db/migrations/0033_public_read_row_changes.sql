-- A kept listing answer waits for a change to its own rows, not to any row of its tables
-- (docs/decisions/056-public-read-cache.md, update): with a notice per table, every booking anywhere
-- (transactions) emptied every kept listing. Each row change on a table a listing's answer reads also
-- names what it concerns: 'listing:<id>' (the listing, its photos) or 'author:<id>' (the operator's
-- name, photo and record: member since, live tours, answers to requests). Search answers keep waiting
-- for their tables' notices (0030). A TRUNCATE names no row: it says '*', everything.
CREATE OR REPLACE FUNCTION public.levada_notify_public_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('levada_public_reads', CASE WHEN TG_OP = 'TRUNCATE' THEN '*' ELSE TG_TABLE_NAME END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.levada_notify_public_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  versions jsonb[] := '{}';
  version jsonb;
  provider uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN versions := versions || to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN versions := versions || to_jsonb(NEW); END IF;
  FOREACH version IN ARRAY versions LOOP
    CASE TG_TABLE_NAME
      WHEN 'listings' THEN
        PERFORM pg_notify('levada_public_reads', 'listing:' || (version ->> 'id'));
        PERFORM pg_notify('levada_public_reads', 'author:' || (version ->> 'author_id'));
      WHEN 'images' THEN
        IF version ->> 'listing_id' IS NOT NULL THEN
          PERFORM pg_notify('levada_public_reads', 'listing:' || (version ->> 'listing_id'));
        END IF;
        PERFORM pg_notify('levada_public_reads', 'author:' || (version ->> 'owner_id'));
      WHEN 'users' THEN
        PERFORM pg_notify('levada_public_reads', 'author:' || (version ->> 'id'));
      WHEN 'transactions' THEN
        PERFORM pg_notify('levada_public_reads', 'author:' || (version ->> 'provider_id'));
      WHEN 'transaction_transitions' THEN
        SELECT t.provider_id INTO provider FROM transactions t
          WHERE t.id = (version ->> 'transaction_id')::uuid;
        IF provider IS NOT NULL THEN
          PERFORM pg_notify('levada_public_reads', 'author:' || provider);
        END IF;
    END CASE;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_public_row_change AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION public.levada_notify_public_row_change();
--> statement-breakpoint
CREATE TRIGGER images_public_row_change AFTER INSERT OR UPDATE OR DELETE ON images
  FOR EACH ROW EXECUTE FUNCTION public.levada_notify_public_row_change();
--> statement-breakpoint
CREATE TRIGGER users_public_row_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION public.levada_notify_public_row_change();
--> statement-breakpoint
CREATE TRIGGER transactions_public_row_change AFTER INSERT OR UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION public.levada_notify_public_row_change();
--> statement-breakpoint
CREATE TRIGGER transaction_transitions_public_row_change AFTER INSERT OR UPDATE OR DELETE ON transaction_transitions
  FOR EACH ROW EXECUTE FUNCTION public.levada_notify_public_row_change();
