-- A one-word search ranked every listing whose title or short description holds the word: 16 500 for
-- "porto" at 100 000 listings, 26-39 ms in listing_ranks however narrow (visiting 4 851 pages, ts_rank on
-- each). Each summary word's score now has a row, in an index ordered by score, so a search reads only
-- the best few of each of its words (docs/decisions/080-word-scores.md).
--
-- A listing's relevance is what ts_rank sums for an OR query, each searched word and the words a prefix
-- begins counted once per item: the score of each matching summary word. A word's score is ts_rank of
-- the summary for that word alone, so every path adds the same stored figures (float8, exact for a few
-- float4s) and ranks in the same order; ts_rank's float4 sum could differ in the last bit.
CREATE TABLE "listing_word_scores" (
	"listing_id" uuid NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"score" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_word_scores_listing_id_word_pk" PRIMARY KEY("listing_id","word")
);
--> statement-breakpoint
ALTER TABLE "listing_word_scores" ADD CONSTRAINT "listing_word_scores_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One summary word as a query (tsquery's quoting: '' for a quote, \\ for a backslash).
CREATE OR REPLACE FUNCTION public.levada_lexeme_query(lexeme text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.levada_word_score(summary tsvector, lexeme text) RETURNS real
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ts_rank(summary, public.levada_lexeme_query(lexeme)) $$;
--> statement-breakpoint
INSERT INTO "listing_word_scores" (listing_id, word, score, created_at)
SELECT r.listing_id, w.word, public.levada_word_score(r.summary, w.word), r.created_at
FROM listing_ranks r, unnest(tsvector_to_array(r.summary)) AS w(word);--> statement-breakpoint
CREATE INDEX "listing_word_scores_rank_idx" ON "listing_word_scores" USING btree ("word","score" DESC,"created_at" DESC,"listing_id");--> statement-breakpoint
-- The items ts_rank reads in a query: each word once, a prefix ('x':*) standing for the word as well.
-- One array at a time: a function returning a record is not computed while planning.
CREATE OR REPLACE FUNCTION public.levada_rank_items(query tsquery, is_prefix boolean) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(array_agg(i.word ORDER BY i.word) FILTER (WHERE i.is_prefix = $2), '{}')
  FROM (SELECT regexp_replace(m[1], '''('')|\\(.)', '\1\2', 'g') AS word,
               bool_or(coalesce(m[2], '') LIKE '%*%') AS is_prefix
        FROM regexp_matches(query::text, '''((?:[^''\\]|''''|\\.)*)''(:[*A-D]+)?', 'g') AS m
        GROUP BY 1) AS i
  $$;
--> statement-breakpoint
-- Whether a listing matches the query exactly when one of its items is among the summary's words (an
-- OR of words and prefixes, without weights): the word scores alone then find the matches.
CREATE OR REPLACE FUNCTION public.levada_is_any_word(query tsquery) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT regexp_replace(query::text, '''(?:[^''\\]|''''|\\.)*''(:\*)?', '', 'g') !~ '[^|() ]'
  $$;
--> statement-breakpoint
-- The distinct words beginning with a prefix, one index probe each.
CREATE OR REPLACE FUNCTION public.levada_words_beginning(prefix text) RETURNS SETOF text
  LANGUAGE sql STABLE
  AS $$
  WITH RECURSIVE w(word) AS (
    (SELECT s.word FROM listing_word_scores s WHERE s.word >= prefix ORDER BY s.word LIMIT 1)
    UNION ALL
    SELECT (SELECT s.word FROM listing_word_scores s WHERE s.word > w.word ORDER BY s.word LIMIT 1)
    FROM w WHERE w.word ^@ prefix
  )
  SELECT w.word FROM w WHERE w.word ^@ prefix
  $$;
--> statement-breakpoint
-- The summary words a query's items stand for, each with how many items it answers: a word once for
-- itself, once more for each prefix it begins (an exact word that is also a prefix counts once). A
-- listing's relevance is the sum of those words' scores times that count (decision 080).
CREATE OR REPLACE FUNCTION public.levada_rank_words(query tsquery, OUT word text, OUT n integer)
  RETURNS SETOF record
  LANGUAGE sql STABLE
  AS $$
  SELECT u.word, count(*)::integer FROM (
    SELECT unnest(public.levada_rank_items(query, false)) AS word
    UNION ALL
    SELECT b.word FROM unnest(public.levada_rank_items(query, true)) AS p, public.levada_words_beginning(p) AS b(word)
  ) AS u
  GROUP BY u.word ORDER BY u.word
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.levada_listing_summary_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF NEW.state = 'published' AND NOT NEW.deleted THEN
    INSERT INTO listing_summaries (listing_id, summary, created_at, search_vector, categories, duration,
      pickup_offered, price_amount, lat, lng, time_zone)
    VALUES (NEW.id, NEW.search_summary, NEW.created_at, NEW.search_vector, NEW.categories, NEW.duration,
      NEW.pickup_offered, NEW.price_amount, NEW.lat, NEW.lng, NEW.time_zone)
    ON CONFLICT (listing_id) DO UPDATE SET summary = excluded.summary, created_at = excluded.created_at,
      search_vector = excluded.search_vector, categories = excluded.categories, duration = excluded.duration,
      pickup_offered = excluded.pickup_offered, price_amount = excluded.price_amount, lat = excluded.lat,
      lng = excluded.lng, time_zone = excluded.time_zone;
    -- The row is locked now; the departures are read in a statement of their own (a fresh snapshot), so
    -- a booking committed meanwhile is seen, and one still open waits for this transaction.
    UPDATE listing_summaries s SET (free_minutes, has_long_slots) = (
      SELECT f.minutes, f.has_long_slots FROM public.levada_free_day_minutes(s.listing_id, s.time_zone) f
    )
    WHERE s.listing_id = NEW.id;
    -- Rewritten only when what it ranks changes (a price edit leaves it, and its page, alone).
    INSERT INTO listing_ranks (listing_id, summary, created_at)
    VALUES (NEW.id, NEW.search_summary, NEW.created_at)
    ON CONFLICT (listing_id) DO UPDATE SET summary = excluded.summary, created_at = excluded.created_at
    WHERE (listing_ranks.summary, listing_ranks.created_at)
      IS DISTINCT FROM (excluded.summary, excluded.created_at);
    GET DIAGNOSTICS changed = ROW_COUNT;
    IF changed > 0 THEN
      DELETE FROM listing_word_scores WHERE listing_id = NEW.id;
      INSERT INTO listing_word_scores (listing_id, word, score, created_at)
      SELECT NEW.id, w.word, public.levada_word_score(NEW.search_summary, w.word), NEW.created_at
      FROM unnest(tsvector_to_array(NEW.search_summary)) AS w(word);
    END IF;
  ELSE
    DELETE FROM listing_summaries WHERE listing_id = NEW.id;
    DELETE FROM listing_ranks WHERE listing_id = NEW.id;
    DELETE FROM listing_word_scores WHERE listing_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One page of a one-word search's summary matches, most relevant first, then newest, then by id;
-- words and counts are levada_rank_words(query). The best (skip + page_size) * 2 rows of each word are
-- read; their listings' relevance is added up, and the page stands if its last listing comes before any
-- listing none of those reads reached (which scores at most the sum of each word's last score read, and
-- comes after each of those rows on equal scores). Otherwise every listing with one of the words is
-- ranked. A query of more than words and prefixes also needs the summary to match it.
CREATE OR REPLACE FUNCTION public.levada_rank_summaries(query tsquery, words text[], counts integer[],
  page_size integer, skip integer)
RETURNS TABLE (listing_id uuid) LANGUAGE plpgsql STABLE
AS $$
DECLARE
  wanted integer := skip + page_size;
  per_word integer := 2 * (skip + page_size);
  is_any_word boolean := public.levada_is_any_word(query);
  ids uuid[];
  is_complete boolean;
BEGIN
  WITH tops AS (
    SELECT l.word, l.n, t.listing_id, t.score, t.created_at, t.pos,
           count(*) OVER (PARTITION BY l.word) AS len
    FROM unnest(words, counts) AS l(word, n)
    CROSS JOIN LATERAL (
      SELECT s.listing_id, s.score, s.created_at,
             row_number() OVER (ORDER BY s.score DESC, s.created_at DESC, s.listing_id) AS pos
      FROM listing_word_scores s WHERE s.word = l.word
      ORDER BY s.score DESC, s.created_at DESC, s.listing_id LIMIT per_word
    ) AS t
  ),
  -- The last row read of each word read to its limit: nothing unread beats their sum.
  bound AS (
    SELECT sum(t.n * t.score::float8) AS score, count(*) AS words FROM tops t
    WHERE t.len = per_word AND t.pos = per_word
  ),
  bound_tie AS (
    SELECT t.created_at, t.listing_id FROM tops t WHERE t.len = per_word AND t.pos = per_word
    ORDER BY t.created_at, t.listing_id DESC LIMIT 1
  ),
  -- Each listing read: its words' rows, by its key.
  scored AS (
    SELECT c.listing_id, x.created_at, x.score
    FROM (SELECT DISTINCT t.listing_id FROM tops t) AS c
    CROSS JOIN LATERAL (
      SELECT max(s.created_at) AS created_at,
             sum(counts[array_position(words, s.word::text)] * s.score::float8) AS score
      FROM listing_word_scores s WHERE s.listing_id = c.listing_id AND s.word = ANY (words)
    ) AS x
    WHERE is_any_word
       OR EXISTS (SELECT 1 FROM listing_ranks r WHERE r.listing_id = c.listing_id AND r.summary @@ query)
  ),
  ranked AS (
    SELECT r.*, row_number() OVER (ORDER BY r.score DESC, r.created_at DESC, r.listing_id) AS rn
    FROM scored r
  )
  SELECT array(SELECT r.listing_id FROM ranked r WHERE r.rn > skip AND r.rn <= wanted ORDER BY r.rn),
         (SELECT b.words = 0 FROM bound b)
         OR coalesce((SELECT r.score > b.score
                        OR (r.score = b.score AND (r.created_at, bt.listing_id) >= (bt.created_at, r.listing_id))
                      FROM ranked r, bound b, bound_tie bt WHERE r.rn = wanted), false)
  INTO ids, is_complete;
  IF is_complete THEN
    RETURN QUERY SELECT u.id FROM unnest(ids) AS u(id);
    RETURN;
  END IF;
  RETURN QUERY
  SELECT a.listing_id FROM (
    SELECT s.listing_id, s.created_at, sum(l.n * s.score::float8) AS score
    FROM unnest(words, counts) AS l(word, n)
    JOIN listing_word_scores s ON s.word = l.word
    GROUP BY s.listing_id, s.created_at
  ) AS a
  WHERE is_any_word
     OR EXISTS (SELECT 1 FROM listing_ranks r WHERE r.listing_id = a.listing_id AND r.summary @@ query)
  ORDER BY a.score DESC, a.created_at DESC, a.listing_id
  LIMIT page_size OFFSET skip;
END
$$;
--> statement-breakpoint
DROP FUNCTION public.levada_rank_summaries(tsquery, integer, integer);
--> statement-breakpoint
-- How many summaries match a one-word query, counted up to one past cap. For an OR of words and prefixes
-- from the word scores: a word in more than cap summaries settles it ("porto": 8 ms through the
-- summaries' index, 0.3 ms here); otherwise the few rows of the words are counted.
CREATE OR REPLACE FUNCTION public.levada_count_summaries(query tsquery, words text[], cap integer)
RETURNS integer LANGUAGE plpgsql STABLE
AS $$
DECLARE
  total integer;
BEGIN
  IF public.levada_is_any_word(query) THEN
    IF EXISTS (SELECT 1 FROM unnest(words) AS w(word)
               WHERE (SELECT count(*) FROM (SELECT 1 FROM listing_word_scores s WHERE s.word = w.word
                                            LIMIT cap + 1) AS x) > cap) THEN
      RETURN cap + 1;
    END IF;
    SELECT count(DISTINCT s.listing_id) INTO total FROM listing_word_scores s WHERE s.word = ANY (words);
    RETURN least(total, cap + 1);
  END IF;
  SELECT count(*) INTO total FROM (SELECT 1 FROM listing_ranks s WHERE s.summary @@ query LIMIT cap + 1) AS x;
  RETURN total;
END
$$;
