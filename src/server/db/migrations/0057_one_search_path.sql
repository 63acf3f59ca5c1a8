-- One read path for search (issue 44 item 4, docs/decisions/140-one-search-path.md): every keyword
-- search ranks in listing_summaries (or, for a profile's listings, in listings) by ts_rank of the
-- summary. The in-process index (decision 082) and its remembered word analysis (083) are gone, and
-- with them what only they and the one-word ranking read: listing_ranks (078), listing_word_scores
-- (080) and their functions, and the notices of the index's channel (migrations 0043, 0044).
CREATE OR REPLACE FUNCTION public.levada_listing_summary_change() RETURNS trigger
LANGUAGE plpgsql AS $$
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
  ELSE
    DELETE FROM listing_summaries WHERE listing_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_summaries_search_notice ON listing_summaries;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_summaries_search_truncate ON listing_summaries;
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.levada_notify_search_summary();
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_terms_insert_notice ON search_terms;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_terms_update_notice ON search_terms;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_terms_delete_notice ON search_terms;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_terms_truncate_notice ON search_terms;
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.levada_notify_search_terms();
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.levada_rank_summaries(tsquery, text[], integer[], integer, integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.levada_count_summaries(tsquery, text[], integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.levada_rank_words(tsquery);
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.levada_words_beginning(text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.levada_is_any_word(tsquery);
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.levada_rank_items(tsquery, boolean);
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.levada_word_score(tsvector, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.levada_lexeme_query(text);
--> statement-breakpoint
DROP TABLE IF EXISTS listing_word_scores;
--> statement-breakpoint
DROP TABLE IF EXISTS listing_ranks;
