-- hand-written: search across games, news and forum posts (features/search/search.repository.ts).
-- Words: full-text search with the `simple` configuration (no stemming, every language alike).
-- Substrings (Chinese and Thai have no spaces between words): a GIN index over the text's character
-- pairs. pg_trgm is not used because in a database whose LC_CTYPE is C it drops every non-ASCII
-- character, so it cannot find CJK or Thai there; character pairs work under any locale.
-- Every index is on an expression of the row, so PostgreSQL keeps it current on every write.
CREATE FUNCTION public.search_folded(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(lower(t), '\s+', ' ', 'g');--> statement-breakpoint
CREATE FUNCTION public.search_grams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (
    SELECT coalesce(array_agg(DISTINCT substr(f.folded, i, 2)), '{}')
    FROM (SELECT public.search_folded(t) AS folded) f, generate_series(1, length(f.folded) - 1) AS i
  );--> statement-breakpoint
CREATE FUNCTION public.search_news_text(texts jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (
    SELECT coalesce(string_agg(concat_ws(' ', value->>'title', value->>'summary',
      regexp_replace(value->>'body', '<[^>]*>', ' ', 'g')), ' ' ORDER BY key), '')
    FROM jsonb_each(texts)
  );--> statement-breakpoint
CREATE INDEX posts_search_grams_idx ON posts USING gin (public.search_grams(title || ' ' || body));--> statement-breakpoint
CREATE INDEX posts_search_words_idx ON posts USING gin (to_tsvector('simple'::regconfig, title || ' ' || body));--> statement-breakpoint
CREATE INDEX news_search_grams_idx ON news USING gin (public.search_grams(public.search_news_text(texts)));--> statement-breakpoint
CREATE INDEX news_search_words_idx ON news USING gin (to_tsvector('simple'::regconfig, public.search_news_text(texts)));--> statement-breakpoint
CREATE INDEX game_texts_search_grams_idx ON game_texts USING gin (public.search_grams(name || ' ' || summary));--> statement-breakpoint
CREATE INDEX game_texts_search_words_idx ON game_texts USING gin (to_tsvector('simple'::regconfig, name || ' ' || summary));
