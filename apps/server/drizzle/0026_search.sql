-- hand-written: search across games, news and forum posts (features/search/search.repository.ts).
-- Words: full-text search with the `simple` configuration (no stemming, every language alike),
-- each word of the search matched as a word or the start of one.
-- Substrings (Chinese, Thai… have no spaces between words): a GIN index over the text's character
-- pairs that hold a non-ASCII character (pairs of ASCII letters would be huge, slow posting lists;
-- Latin-script words are found by the word index). pg_trgm is not used because in a database whose
-- LC_CTYPE is C it drops every non-ASCII character, so it cannot find CJK or Thai there.
-- Every index is on an expression of the row, so PostgreSQL keeps it current on every write.
CREATE FUNCTION public.search_folded(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(lower(t), '\s+', ' ', 'g');--> statement-breakpoint
CREATE FUNCTION public.search_grams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (
    SELECT coalesce(array_agg(DISTINCT g.pair), '{}')
    FROM (SELECT public.search_folded(t) AS folded) f,
      LATERAL (SELECT substr(f.folded, i, 2) AS pair FROM generate_series(1, length(f.folded) - 1) AS i) g
    WHERE octet_length(g.pair) > 2
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
