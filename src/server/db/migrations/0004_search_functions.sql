-- Keyword search (issue 5, docs/decisions/030-keyword-search.md).
-- unaccent() is only STABLE (its dictionary could change), so neither a generated column nor an index
-- may call it. This wrapper names the dictionary explicitly and is declared IMMUTABLE: the dictionary
-- ships with the extension and we never change it. Names are schema-qualified so that the functions
-- behave the same whatever the caller's search_path (pg_dump/restore, generated columns).
CREATE OR REPLACE FUNCTION public.levada_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The searchable document of a listing: the operator's text stemmed as English and as Portuguese
-- (operators write in either), the Portuguese translation stemmed as Portuguese, and the German,
-- Spanish and French titles and short descriptions unstemmed. Weights: A title, B short description
-- and place, C description, D address.
CREATE OR REPLACE FUNCTION public.levada_listing_document(
  title text, short_description text, description text, public_data jsonb
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT
    setweight(to_tsvector('english'::regconfig, public.levada_unaccent(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('portuguese'::regconfig, public.levada_unaccent(concat_ws(' ',
      title, public_data #>> '{translations,pt,title}'))), 'A') ||
    setweight(to_tsvector('simple'::regconfig, public.levada_unaccent(concat_ws(' ',
      public_data #>> '{translations,de,title}', public_data #>> '{translations,es,title}',
      public_data #>> '{translations,fr,title}'))), 'A') ||
    setweight(to_tsvector('english'::regconfig, public.levada_unaccent(concat_ws(' ',
      short_description, public_data ->> 'place'))), 'B') ||
    setweight(to_tsvector('portuguese'::regconfig, public.levada_unaccent(concat_ws(' ',
      short_description, public_data ->> 'place', public_data #>> '{translations,pt,shortDescription}'))), 'B') ||
    setweight(to_tsvector('simple'::regconfig, public.levada_unaccent(concat_ws(' ',
      public_data #>> '{translations,de,shortDescription}', public_data #>> '{translations,es,shortDescription}',
      public_data #>> '{translations,fr,shortDescription}'))), 'B') ||
    setweight(to_tsvector('english'::regconfig, public.levada_unaccent(coalesce(description, ''))), 'C') ||
    setweight(to_tsvector('portuguese'::regconfig, public.levada_unaccent(concat_ws(' ',
      description, public_data #>> '{translations,pt,description}'))), 'C') ||
    setweight(to_tsvector('simple'::regconfig, public.levada_unaccent(coalesce(public_data #>> '{location,address}', ''))), 'D')
  $$;
--> statement-breakpoint
-- One searched word as a text-search query: its English or Portuguese stem, or the word itself (the
-- German, Spanish and French text is unstemmed). A stop word of either language ("the", "do", "a")
-- gives an empty query, which && ignores, so "levadas do caldeirão" needs only "levadas" and "caldeirão".
CREATE OR REPLACE FUNCTION public.levada_word_query(word text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT CASE WHEN numnode(en) = 0 OR numnode(pt) = 0 THEN ''::tsquery
              ELSE en || pt || plainto_tsquery('simple'::regconfig, plain) END
  FROM (SELECT public.levada_unaccent(word) AS plain) AS w,
    LATERAL (SELECT plainto_tsquery('english'::regconfig, w.plain) AS en,
                    plainto_tsquery('portuguese'::regconfig, w.plain) AS pt) AS q
  $$;
