-- The vocabulary of published listings for typo tolerance (issue 5, docs/decisions/030-keyword-search.md):
-- every word of 3 or more letters, unaccented and lower case. Statement-level triggers with transition
-- tables, so a bulk insert or update costs one INSERT ... SELECT, not one per row. Words are only
-- added: a word left behind by an edited listing merely widens a misspelt search a little.
CREATE OR REPLACE FUNCTION public.levada_listing_words(
  title text, short_description text, description text, public_data jsonb
) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(array_agg(word), '{}') FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    public.levada_unaccent(concat_ws(' ', title, short_description, description, public_data ->> 'place',
      public_data #>> '{translations,pt,title}', public_data #>> '{translations,pt,shortDescription}',
      public_data #>> '{translations,pt,description}', public_data #>> '{translations,de,title}',
      public_data #>> '{translations,es,title}', public_data #>> '{translations,fr,title}'))))) AS word
  WHERE length(word) >= 3 AND word !~ '[0-9]'
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.levada_collect_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO public.search_terms (term)
    SELECT DISTINCT unnest(public.levada_listing_words(n.title, n.short_description, n.description, n.public_data))
    FROM new_listings n
    WHERE n.state = 'published' AND NOT n.deleted
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER listings_search_terms_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_collect_search_terms();
--> statement-breakpoint
CREATE TRIGGER listings_search_terms_update AFTER UPDATE ON listings
  REFERENCING NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION public.levada_collect_search_terms();
--> statement-breakpoint
INSERT INTO public.search_terms (term)
SELECT DISTINCT unnest(public.levada_listing_words(title, short_description, description, public_data))
FROM listings WHERE state = 'published' AND NOT deleted
ON CONFLICT DO NOTHING;
