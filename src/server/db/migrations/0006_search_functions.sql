-- Keyword search (issue 5, docs/decisions/030-keyword-search.md).
-- unaccent() is only STABLE (its dictionary could change), so neither a generated column nor an index
-- may call it. This wrapper names the dictionary explicitly and is declared IMMUTABLE: the dictionary
-- ships with the extension and we never change it. Names are schema-qualified so that the functions
-- behave the same whatever the caller's search_path (pg_dump/restore, generated columns).
CREATE OR REPLACE FUNCTION public.levada_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The words a listing is found by: the operator's text stemmed as English and as Portuguese
-- (operators write in either), the Portuguese translation stemmed as Portuguese, the German, Spanish
-- and French titles and short descriptions unstemmed, the place and the address. Stripped of
-- positions and weights, which matching does not need: about half the size, so that checking a
-- listing is cheap even when the planner reads the table rather than the index.
CREATE OR REPLACE FUNCTION public.levada_listing_document(
  title text, short_description text, description text, public_data jsonb
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT strip(
    to_tsvector('english'::regconfig, public.levada_unaccent(concat_ws(' ',
      title, short_description, public_data ->> 'place', description))) ||
    to_tsvector('portuguese'::regconfig, public.levada_unaccent(concat_ws(' ',
      title, short_description, public_data ->> 'place', description,
      public_data #>> '{translations,pt,title}', public_data #>> '{translations,pt,shortDescription}',
      public_data #>> '{translations,pt,description}'))) ||
    to_tsvector('simple'::regconfig, public.levada_unaccent(concat_ws(' ',
      public_data #>> '{translations,de,title}', public_data #>> '{translations,es,title}',
      public_data #>> '{translations,fr,title}', public_data #>> '{translations,de,shortDescription}',
      public_data #>> '{translations,es,shortDescription}', public_data #>> '{translations,fr,shortDescription}',
      public_data #>> '{location,address}'))))
  $$;
--> statement-breakpoint
-- What relevance is ranked by: the titles (weight A) and the short descriptions and place (weight B),
-- small enough to stay inside the row. A listing that matches only in its long description ranks
-- after those that match in these, newest first.
CREATE OR REPLACE FUNCTION public.levada_listing_summary(
  title text, short_description text, public_data jsonb
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
      short_description, public_data ->> 'place', public_data #>> '{translations,pt,shortDescription}'))), 'B')
  $$;
--> statement-breakpoint
-- One searched word as a text-search query: its English or Portuguese stem, or the word itself (the
-- German, Spanish and French text is unstemmed). A stop word of either language ("the", "do", "a")
-- gives an empty query, which && ignores, so "levadas do caldeirão" needs only "levadas" and "caldeirão".
CREATE OR REPLACE FUNCTION public.levada_word_query(word text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  -- Each alternative once: the planner counts 'walk' | 'walk' as twice as likely as 'walk'.
  SELECT CASE WHEN numnode(en) = 0 OR numnode(pt) = 0 THEN ''::tsquery
              ELSE en || CASE WHEN pt = en THEN ''::tsquery ELSE pt END
                      || CASE WHEN plain_query = en OR plain_query = pt THEN ''::tsquery ELSE plain_query END END
  FROM (SELECT public.levada_unaccent(word) AS plain) AS w,
    LATERAL (SELECT plainto_tsquery('english'::regconfig, w.plain) AS en,
                    plainto_tsquery('portuguese'::regconfig, w.plain) AS pt,
                    plainto_tsquery('simple'::regconfig, w.plain) AS plain_query) AS q
  $$;
--> statement-breakpoint
-- A JSON array of strings as text[] (a generated column may not hold a subquery, a function may).
-- Anything but an array of strings gives an empty array.
CREATE OR REPLACE FUNCTION public.levada_json_text_array(value jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(array_agg(item), '{}')
  FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(value) = 'array' THEN value ELSE '[]'::jsonb END) AS item
  $$;
