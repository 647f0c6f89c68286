-- hand-written: an index that proves a phrase search's first page (features/search/search.repository.ts,
-- "phraseKeys" and "pageOf"). A hit ranks above 0 only when its folded text (news: or its folded
-- titles) contains the folded search. For a search of two or more ASCII words, such a row holds each
-- pair of adjacent words of the search as adjacent words of its own, so it holds the pair's key:
-- the last 3 characters of the first word, a space, the first 3 of the second. `search_pairs` keeps
-- every such key of the row (words: runs of a-z and 0-9 in the folded text), GIN-indexed, so the
-- rows that contain the keys of a search are a superset of the rows that contain it, found without
-- reading the others. Like 0028's columns, PostgreSQL computes it on every write and Drizzle's schema
-- does not list it. News: over the text and the titles, since the titles joined across languages
-- can contain a phrase that no single text does.
CREATE FUNCTION public.search_pairs(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (
    SELECT coalesce(array_agg(DISTINCT right(w.words[i], 3) || ' ' || left(w.words[i + 1], 3)), '{}')
    FROM (SELECT regexp_split_to_array(public.search_folded(t), '[^a-z0-9]+') AS words) w,
      generate_series(1, cardinality(w.words) - 1) AS i
    WHERE w.words[i] <> '' AND w.words[i + 1] <> ''
  );--> statement-breakpoint
ALTER TABLE posts
  ADD COLUMN search_pairs text[] GENERATED ALWAYS AS (public.search_pairs(title || ' ' || body)) STORED;--> statement-breakpoint
ALTER TABLE news
  ADD COLUMN search_pairs text[] GENERATED ALWAYS AS
    (public.search_pairs(public.search_news_text(texts) || ' ' || public.search_news_titles(texts))) STORED;--> statement-breakpoint
CREATE INDEX posts_search_pairs_idx ON posts USING gin (search_pairs);--> statement-breakpoint
CREATE INDEX news_search_pairs_idx ON news USING gin (search_pairs);
