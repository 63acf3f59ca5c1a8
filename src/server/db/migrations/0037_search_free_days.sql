-- The filtered search runs in the narrow table (issue 12, decision 076). `listing_summaries` (decision
-- 065) now holds everything a search with keywords and filters tests: the words, the filter columns and,
-- per local day, the longest free departure that starts and ends that day. A dated search tested each
-- candidate's departures one index probe at a time (a thousand probes for a common word) in the wide
-- listings rows; it now reads one array element per requested day from a row of about 1.5 KB.
-- Departures that cross a local midnight are not in the array: their listings are flagged and tested
-- against their departures as before, as is any day that may have begun somewhere (search-listings.ts).
TRUNCATE "listing_summaries";--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD COLUMN "search_vector" "tsvector" NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD COLUMN "categories" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD COLUMN "duration" text;--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD COLUMN "pickup_offered" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD COLUMN "price_amount" integer;--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD COLUMN "time_zone" text NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD COLUMN "free_minutes" smallint[];--> statement-breakpoint
ALTER TABLE "listing_summaries" ADD COLUMN "has_long_slots" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_summaries_match_idx" ON "listing_summaries" USING gin ("search_vector","categories");--> statement-breakpoint
-- A listing's free departures by local day, as an array indexed by the day's number (days since
-- 1970-01-01): the minutes of the longest free departure that starts and ends on that day, null for a
-- day without one. At most the last 400 days of its departures are kept (booked ones stay for the
-- record); the search tests its departures for a day before the array. has_long_slots: some free
-- departure ends on a later day than it starts.
CREATE OR REPLACE FUNCTION public.levada_free_day_minutes(listing uuid, zone text, OUT minutes smallint[], OUT has_long_slots boolean)
LANGUAGE sql STABLE AS $$
  WITH free AS (
    SELECT (s.start_at AT TIME ZONE zone)::date - date '1970-01-01' AS day,
           (greatest(s.end_at - interval '1 microsecond', s.start_at) AT TIME ZONE zone)::date - date '1970-01-01' AS end_day,
           floor(extract(epoch FROM s.end_at - s.start_at) / 60) AS minutes
    FROM listing_slots s WHERE s.listing_id = listing AND s.booked < s.seats
  ), days AS (
    SELECT day, max(least(minutes, 32767))::smallint AS minutes FROM free WHERE end_day = day GROUP BY day
  ), span AS (
    SELECT greatest(min(day), max(day) - 399) AS first, max(day) AS last FROM days
  )
  SELECT (SELECT ('[' || span.first || ':' || span.last || ']=' || (
             SELECT array_agg(d.minutes ORDER BY g.day)
             FROM generate_series(span.first, span.last) AS g(day) LEFT JOIN days d ON d.day = g.day
           )::text)::smallint[]
          FROM span WHERE span.first IS NOT NULL),
         coalesce((SELECT bool_or(end_day <> day) FROM free), false)
$$;
--> statement-breakpoint
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
DROP TRIGGER "listings_summary_update" ON "listings";--> statement-breakpoint
-- Only the changes that move what search reads: a rating refresh leaves it alone.
CREATE TRIGGER listings_summary_update AFTER UPDATE ON listings
FOR EACH ROW WHEN (
  OLD.state IS DISTINCT FROM NEW.state OR OLD.deleted IS DISTINCT FROM NEW.deleted
  OR OLD.search_summary IS DISTINCT FROM NEW.search_summary OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.categories IS DISTINCT FROM NEW.categories
  OR OLD.duration IS DISTINCT FROM NEW.duration OR OLD.pickup_offered IS DISTINCT FROM NEW.pickup_offered
  OR OLD.price_amount IS DISTINCT FROM NEW.price_amount OR OLD.lat IS DISTINCT FROM NEW.lat
  OR OLD.lng IS DISTINCT FROM NEW.lng OR OLD.time_zone IS DISTINCT FROM NEW.time_zone
)
EXECUTE FUNCTION public.levada_listing_summary_change();
--> statement-breakpoint
-- The free days of the listings whose departures a statement changed. A booking or a cancellation
-- changes one departure: only its day is read again (the whole array took ~1 ms a booking at 100 000
-- listings). A listing with more than three changed departures (a new plan), one over a local midnight,
-- or an array past 500 days is recomputed whole. The rows are locked before the departures are read,
-- and each read is a statement of its own (a fresh snapshot): two bookings of one listing committed at
-- once would otherwise each write the free days without the other's seats (as
-- levada_refresh_listing_rating, migration 0034).
CREATE OR REPLACE FUNCTION public.levada_refresh_free_days(changed listing_slots[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  whole uuid[];
  one record;
BEGIN
  PERFORM 1 FROM listing_summaries
  WHERE listing_id IN (SELECT c.listing_id FROM unnest(changed) c) ORDER BY listing_id FOR UPDATE;
  whole := ARRAY(
    SELECT s.listing_id FROM unnest(changed) c JOIN listing_summaries s ON s.listing_id = c.listing_id
    GROUP BY s.listing_id
    HAVING count(DISTINCT c.start_at) > 3 OR coalesce(array_length(s.free_minutes, 1), 0) > 500
      OR bool_or((c.start_at AT TIME ZONE s.time_zone)::date
                 <> (greatest(c.end_at - interval '1 microsecond', c.start_at) AT TIME ZONE s.time_zone)::date));
  UPDATE listing_summaries s SET (free_minutes, has_long_slots) = (
    SELECT f.minutes, f.has_long_slots FROM public.levada_free_day_minutes(s.listing_id, s.time_zone) f
  )
  WHERE s.listing_id = ANY(whole);
  FOR one IN
    SELECT DISTINCT c.listing_id, s.time_zone, (c.start_at AT TIME ZONE s.time_zone)::date AS day
    FROM unnest(changed) c JOIN listing_summaries s ON s.listing_id = c.listing_id
    WHERE c.listing_id <> ALL(whole)
  LOOP
    UPDATE listing_summaries SET free_minutes[one.day - date '1970-01-01'] = (
      SELECT max(least(floor(extract(epoch FROM sl.end_at - sl.start_at) / 60), 32767))::smallint
      FROM listing_slots sl
      WHERE sl.listing_id = one.listing_id AND sl.booked < sl.seats
        AND sl.start_at >= one.day::timestamp AT TIME ZONE one.time_zone
        AND sl.start_at < (one.day + 1)::timestamp AT TIME ZONE one.time_zone
        AND sl.end_at <= (one.day + 1)::timestamp AT TIME ZONE one.time_zone
    )
    WHERE listing_id = one.listing_id;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Once per statement, for the departures it changed (the daily roll inserts thousands in one).
CREATE OR REPLACE FUNCTION public.levada_slots_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.levada_refresh_free_days(ARRAY(SELECT ROW(n.*)::listing_slots FROM new_slots n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM public.levada_refresh_free_days(
      ARRAY(SELECT ROW(n.*)::listing_slots FROM new_slots n UNION ALL SELECT ROW(o.*)::listing_slots FROM old_slots o));
  ELSE
    PERFORM public.levada_refresh_free_days(ARRAY(SELECT ROW(o.*)::listing_slots FROM old_slots o));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_slots_free_days_insert AFTER INSERT ON listing_slots
REFERENCING NEW TABLE AS new_slots FOR EACH STATEMENT EXECUTE FUNCTION public.levada_slots_change();
--> statement-breakpoint
CREATE TRIGGER listing_slots_free_days_update AFTER UPDATE ON listing_slots
REFERENCING OLD TABLE AS old_slots NEW TABLE AS new_slots FOR EACH STATEMENT EXECUTE FUNCTION public.levada_slots_change();
--> statement-breakpoint
CREATE TRIGGER listing_slots_free_days_delete AFTER DELETE ON listing_slots
REFERENCING OLD TABLE AS old_slots FOR EACH STATEMENT EXECUTE FUNCTION public.levada_slots_change();
--> statement-breakpoint
INSERT INTO listing_summaries (listing_id, summary, created_at, search_vector, categories, duration,
  pickup_offered, price_amount, lat, lng, time_zone, free_minutes, has_long_slots)
SELECT l.id, l.search_summary, l.created_at, l.search_vector, l.categories, l.duration, l.pickup_offered,
  l.price_amount, l.lat, l.lng, l.time_zone, f.minutes, f.has_long_slots
FROM listings l CROSS JOIN LATERAL public.levada_free_day_minutes(l.id, l.time_zone) f
WHERE l.state = 'published' AND NOT l.deleted;
