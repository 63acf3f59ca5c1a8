-- A search card's share of the public data, stored with the listing (issue 12 item 6). Built for each
-- card of each answer, it decompressed the public data once for each of its seven keys: a page of 36
-- cards took ~2.5 ms to build and ~1.2 ms more to plan, read as stored ~0.25 ms (100 000 listings).
-- The long texts (descriptions, translated descriptions) stay out of it, as before.
CREATE OR REPLACE FUNCTION public.levada_card_data(public_data jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_strip_nulls(jsonb_build_object(
    'place', public_data -> 'place',
    'categories', public_data -> 'categories',
    'duration', public_data -> 'duration',
    'unitType', public_data -> 'unitType',
    'discountPercent', public_data -> 'discountPercent',
    'pickupOffered', public_data -> 'pickupOffered',
    'translations', (SELECT jsonb_object_agg(t.key, jsonb_build_object('title', t.value -> 'title'))
                     FROM jsonb_each(CASE WHEN jsonb_typeof(public_data -> 'translations') = 'object'
                                          THEN public_data -> 'translations' END) AS t)
  ))
$$;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "card_data" jsonb GENERATED ALWAYS AS (public.levada_card_data("public_data")) STORED NOT NULL;
