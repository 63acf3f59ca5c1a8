-- Keyword search ranks the words as typed above their stems (issue 14, docs/decisions/030-keyword-search.md).
-- The document gains every word as written (unaccented, lower case: the 'simple' configuration), so
-- that a word the Portuguese stemmer would cut short ("levada" → "lev", which "leva" and "levam" share)
-- can be searched as written and by its beginning. The pick-up description joins it: "Funchal levada"
-- finds the levadas that pick up at hotels in Funchal.
CREATE OR REPLACE FUNCTION public.levada_listing_document(
  title text, short_description text, description text, public_data jsonb
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT strip(
    to_tsvector('english'::regconfig, public.levada_unaccent(concat_ws(' ',
      title, short_description, public_data ->> 'place', description, public_data ->> 'pickupDescription'))) ||
    to_tsvector('portuguese'::regconfig, public.levada_unaccent(concat_ws(' ',
      title, short_description, public_data ->> 'place', description, public_data ->> 'pickupDescription',
      public_data #>> '{translations,pt,title}', public_data #>> '{translations,pt,shortDescription}',
      public_data #>> '{translations,pt,description}', public_data #>> '{translations,pt,pickupDescription}'))) ||
    to_tsvector('simple'::regconfig, public.levada_unaccent(concat_ws(' ',
      title, short_description, public_data ->> 'place', description, public_data ->> 'pickupDescription',
      public_data #>> '{translations,pt,title}', public_data #>> '{translations,pt,shortDescription}',
      public_data #>> '{translations,pt,description}', public_data #>> '{translations,pt,pickupDescription}',
      public_data #>> '{translations,de,title}', public_data #>> '{translations,es,title}',
      public_data #>> '{translations,fr,title}', public_data #>> '{translations,de,shortDescription}',
      public_data #>> '{translations,es,shortDescription}', public_data #>> '{translations,fr,shortDescription}',
      public_data #>> '{location,address}'))))
  $$;
--> statement-breakpoint
-- What relevance is ranked by, from strongest to weakest: the titles' words as written (A), the titles'
-- stems (B), the short descriptions' and place's words as written (C), their stems (D). A word as
-- written is also its own stem most of the time, so it scores both and outranks a stem-only match in
-- the same field. Positions are kept: a query's words next to each other in a title match as a phrase.
CREATE OR REPLACE FUNCTION public.levada_listing_summary(
  title text, short_description text, public_data jsonb
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT
    setweight(to_tsvector('simple'::regconfig, public.levada_unaccent(concat_ws(' ',
      title, public_data #>> '{translations,pt,title}', public_data #>> '{translations,de,title}',
      public_data #>> '{translations,es,title}', public_data #>> '{translations,fr,title}'))), 'A') ||
    setweight(to_tsvector('english'::regconfig, public.levada_unaccent(coalesce(title, ''))), 'B') ||
    setweight(to_tsvector('portuguese'::regconfig, public.levada_unaccent(concat_ws(' ',
      title, public_data #>> '{translations,pt,title}'))), 'B') ||
    setweight(to_tsvector('simple'::regconfig, public.levada_unaccent(concat_ws(' ',
      short_description, public_data ->> 'place', public_data #>> '{translations,pt,shortDescription}'))), 'C') ||
    setweight(to_tsvector('english'::regconfig, public.levada_unaccent(concat_ws(' ',
      short_description, public_data ->> 'place'))), 'D') ||
    setweight(to_tsvector('portuguese'::regconfig, public.levada_unaccent(concat_ws(' ',
      short_description, public_data ->> 'place', public_data #>> '{translations,pt,shortDescription}'))), 'D')
  $$;
--> statement-breakpoint
-- One searched word: its stems or itself (levada_word_query), and, from five letters on, any word it
-- begins ("levad" finds levada, "funch" Funchal). A stop word stays empty, so && still ignores it.
CREATE OR REPLACE FUNCTION public.levada_search_word(word text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT CASE WHEN numnode(q) = 0 OR char_length(plain) < 5 THEN q
              ELSE q || (quote_literal(plain) || ':*')::tsquery END
  FROM (SELECT public.levada_word_query(word) AS q, lower(public.levada_unaccent(word)) AS plain) AS w
  $$;
--> statement-breakpoint
-- A word of the domain the Portuguese stemmer would over-cut (levada, poncha, vereda, miradouro, …;
-- the list is searchProtectedWords in src/domain/search.ts): only the word as written and the words it
-- begins, which covers its plural.
CREATE OR REPLACE FUNCTION public.levada_protected_word(word text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT (quote_literal(lower(public.levada_unaccent(word))) || ':*')::tsquery $$;
--> statement-breakpoint
-- The generated columns are recomputed by adding them again (PostgreSQL 15 cannot change the
-- expression of a generated column); dropping search_vector drops its index, made again below.
ALTER TABLE "listings" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_summary";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (public.levada_listing_document("title", "short_description", "description", "public_data")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_summary" "tsvector" GENERATED ALWAYS AS (public.levada_listing_summary("title", "short_description", "public_data")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_public_match_idx" ON "listings" USING gin ("search_vector","categories") WHERE "listings"."state" = 'published' and not "listings"."deleted";
