-- A searched word's alternatives as a list, and their union with each alternative once
-- (docs/decisions/030-keyword-search.md, "Each alternative once"). The planner counts 'whale' | 'whale'
-- as twice as likely as 'whale': a misspelt word searched with its nearest words ("whael" → whale, whales,
-- wheel) repeated their shared stems, the planner expected 60 % of the catalogue instead of 20 % and read
-- the whole table (bench/README.md, "Search at 100 000 listings").
--
-- One searched word: its English, Portuguese and reader's-language stems, the word as written and, from
-- five letters on, the words it begins. A stop word of any of the three languages gives none.
CREATE OR REPLACE FUNCTION public.levada_word_alternatives(word text, reader regconfig) RETURNS tsquery[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT CASE WHEN numnode(en) = 0 OR numnode(pt) = 0 OR numnode(own) = 0 THEN '{}'::tsquery[]
              WHEN char_length(w.plain) < 5 THEN array[en, pt, own, plain_query]
              ELSE array[en, pt, own, plain_query, (quote_literal(lower(w.plain)) || ':*')::tsquery] END
  FROM (SELECT public.levada_unaccent(word) AS plain) AS w,
    LATERAL (SELECT plainto_tsquery('english'::regconfig, w.plain) AS en,
                    plainto_tsquery('portuguese'::regconfig, w.plain) AS pt,
                    plainto_tsquery(reader, w.plain) AS own,
                    plainto_tsquery('simple'::regconfig, w.plain) AS plain_query) AS q
  $$;
--> statement-breakpoint
-- Any of the alternatives, each once, in the order first given; none gives the empty query (which &&
-- ignores).
CREATE OR REPLACE FUNCTION public.levada_any_of(alternatives tsquery[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  -- By text: tsquery's own equality holds 'whale' and 'whale':* (the words it begins) for the same.
  SELECT coalesce(string_agg('(' || d.q || ')', ' | ' ORDER BY d.first)::tsquery, ''::tsquery)
  FROM (SELECT a.q::text AS q, min(a.n) AS first FROM unnest(alternatives) WITH ORDINALITY AS a(q, n)
        WHERE numnode(a.q) > 0 GROUP BY a.q::text) AS d
  $$;
--> statement-breakpoint
DROP FUNCTION public.levada_search_word(text, regconfig);--> statement-breakpoint
DROP FUNCTION public.levada_word_query(text, regconfig);
