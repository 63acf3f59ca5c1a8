-- Keyword search stems each language's text in its own language (issue 14, item 5;
-- docs/decisions/055-languages.md): German, Spanish and French translations join the search document
-- stemmed as German, Spanish and French (English and Portuguese were already), and a searched word is
-- stemmed in the reader's language as well as in English and Portuguese.
CREATE OR REPLACE FUNCTION public.levada_translation_text(public_data jsonb, lang text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT concat_ws(' ',
    public_data #>> array['translations', lang, 'title'],
    public_data #>> array['translations', lang, 'shortDescription'],
    public_data #>> array['translations', lang, 'description'],
    public_data #>> array['translations', lang, 'pickupDescription'])
  $$;
--> statement-breakpoint
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
      public.levada_translation_text(public_data, 'pt')))) ||
    to_tsvector('german'::regconfig, public.levada_unaccent(public.levada_translation_text(public_data, 'de'))) ||
    to_tsvector('spanish'::regconfig, public.levada_unaccent(public.levada_translation_text(public_data, 'es'))) ||
    to_tsvector('french'::regconfig, public.levada_unaccent(public.levada_translation_text(public_data, 'fr'))) ||
    to_tsvector('simple'::regconfig, public.levada_unaccent(concat_ws(' ',
      title, short_description, public_data ->> 'place', description, public_data ->> 'pickupDescription',
      public.levada_translation_text(public_data, 'pt'), public.levada_translation_text(public_data, 'de'),
      public.levada_translation_text(public_data, 'es'), public.levada_translation_text(public_data, 'fr'),
      public_data #>> '{location,address}'))))
  $$;
--> statement-breakpoint
-- Weights as in 0013: titles as written (A), titles' stems (B), short descriptions and place as written
-- (C), their stems (D); each translation's stems in its own language.
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
    setweight(to_tsvector('german'::regconfig, public.levada_unaccent(coalesce(public_data #>> '{translations,de,title}', ''))), 'B') ||
    setweight(to_tsvector('spanish'::regconfig, public.levada_unaccent(coalesce(public_data #>> '{translations,es,title}', ''))), 'B') ||
    setweight(to_tsvector('french'::regconfig, public.levada_unaccent(coalesce(public_data #>> '{translations,fr,title}', ''))), 'B') ||
    setweight(to_tsvector('simple'::regconfig, public.levada_unaccent(concat_ws(' ',
      short_description, public_data ->> 'place', public_data #>> '{translations,pt,shortDescription}',
      public_data #>> '{translations,de,shortDescription}', public_data #>> '{translations,es,shortDescription}',
      public_data #>> '{translations,fr,shortDescription}'))), 'C') ||
    setweight(to_tsvector('english'::regconfig, public.levada_unaccent(concat_ws(' ',
      short_description, public_data ->> 'place'))), 'D') ||
    setweight(to_tsvector('portuguese'::regconfig, public.levada_unaccent(concat_ws(' ',
      short_description, public_data ->> 'place', public_data #>> '{translations,pt,shortDescription}'))), 'D') ||
    setweight(to_tsvector('german'::regconfig, public.levada_unaccent(coalesce(public_data #>> '{translations,de,shortDescription}', ''))), 'D') ||
    setweight(to_tsvector('spanish'::regconfig, public.levada_unaccent(coalesce(public_data #>> '{translations,es,shortDescription}', ''))), 'D') ||
    setweight(to_tsvector('french'::regconfig, public.levada_unaccent(coalesce(public_data #>> '{translations,fr,shortDescription}', ''))), 'D')
  $$;
--> statement-breakpoint
-- The words near misses are corrected to (search_terms) include every translation's text.
CREATE OR REPLACE FUNCTION public.levada_listing_words(
  title text, short_description text, description text, public_data jsonb
) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(array_agg(word), '{}') FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    public.levada_unaccent(concat_ws(' ', title, short_description, description, public_data ->> 'place',
      public.levada_translation_text(public_data, 'pt'), public.levada_translation_text(public_data, 'de'),
      public.levada_translation_text(public_data, 'es'), public.levada_translation_text(public_data, 'fr')))))) AS word
  WHERE length(word) >= 3 AND word !~ '[0-9]'
  $$;
--> statement-breakpoint
-- One searched word: its English, Portuguese and reader's-language stems, or the word itself. A stop
-- word of any of the three ("the", "do", "und") gives an empty query, which && ignores.
CREATE OR REPLACE FUNCTION public.levada_word_query(word text, reader regconfig) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  -- Each alternative once: the planner counts 'walk' | 'walk' as twice as likely as 'walk'.
  SELECT CASE WHEN numnode(en) = 0 OR numnode(pt) = 0 OR numnode(own) = 0 THEN ''::tsquery
              ELSE en || CASE WHEN pt = en THEN ''::tsquery ELSE pt END
                      || CASE WHEN own = en OR own = pt THEN ''::tsquery ELSE own END
                      || CASE WHEN plain_query = en OR plain_query = pt OR plain_query = own
                              THEN ''::tsquery ELSE plain_query END END
  FROM (SELECT public.levada_unaccent(word) AS plain) AS w,
    LATERAL (SELECT plainto_tsquery('english'::regconfig, w.plain) AS en,
                    plainto_tsquery('portuguese'::regconfig, w.plain) AS pt,
                    plainto_tsquery(reader, w.plain) AS own,
                    plainto_tsquery('simple'::regconfig, w.plain) AS plain_query) AS q
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.levada_search_word(word text, reader regconfig) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT CASE WHEN numnode(q) = 0 OR char_length(plain) < 5 THEN q
              ELSE q || (quote_literal(plain) || ':*')::tsquery END
  FROM (SELECT public.levada_word_query(word, reader) AS q, lower(public.levada_unaccent(word)) AS plain) AS w
  $$;
--> statement-breakpoint
DROP FUNCTION public.levada_search_word(text);--> statement-breakpoint
DROP FUNCTION public.levada_word_query(text);--> statement-breakpoint
-- Recomputed as in 0013 (a generated column keeps its stored values when its function changes).
ALTER TABLE "listings" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_summary";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (public.levada_listing_document("title", "short_description", "description", "public_data")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_summary" "tsvector" GENERATED ALWAYS AS (public.levada_listing_summary("title", "short_description", "public_data")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_public_match_idx" ON "listings" USING gin ("search_vector","categories") WHERE "listings"."state" = 'published' and not "listings"."deleted";--> statement-breakpoint
INSERT INTO public.search_terms (term)
SELECT DISTINCT unnest(public.levada_listing_words(title, short_description, description, public_data))
FROM listings WHERE state = 'published' AND NOT deleted
ON CONFLICT DO NOTHING;
