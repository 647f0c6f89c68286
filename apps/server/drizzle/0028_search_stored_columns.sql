-- hand-written: search reads stored columns instead of recomputing each hit's document.
-- 0026 indexed expressions over each row's document; ranking then recomputed the folded text, the
-- tsvector and (for news) every language's titles for every hit, which cost most of a search's time
-- (docs/operations.md, "Search benchmark"). Each searchable table now keeps, computed by PostgreSQL
-- on every write (generated columns, so no code path can forget them):
--   search_folded  the document folded (lower case, runs of spaces as one)
--   search_title   the title(s) folded, for the rank's title terms
--   search_words   the document's tsvector ('simple' configuration)
--   search_grams   the document's non-ASCII character pairs (substring search in CJK and Thai)
-- Drizzle's schema does not list these columns: only features/search reads them.
CREATE FUNCTION public.search_news_titles(texts jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (SELECT coalesce(string_agg(value->>'title', ' ' ORDER BY key), '') FROM jsonb_each(texts));--> statement-breakpoint
DROP INDEX posts_search_grams_idx;--> statement-breakpoint
DROP INDEX posts_search_words_idx;--> statement-breakpoint
DROP INDEX news_search_grams_idx;--> statement-breakpoint
DROP INDEX news_search_words_idx;--> statement-breakpoint
DROP INDEX game_texts_search_grams_idx;--> statement-breakpoint
DROP INDEX game_texts_search_words_idx;--> statement-breakpoint
ALTER TABLE posts
  ADD COLUMN search_folded text GENERATED ALWAYS AS (public.search_folded(title || ' ' || body)) STORED,
  ADD COLUMN search_title text GENERATED ALWAYS AS (public.search_folded(title)) STORED,
  ADD COLUMN search_words tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || body)) STORED,
  ADD COLUMN search_grams text[] GENERATED ALWAYS AS (public.search_grams(title || ' ' || body)) STORED;--> statement-breakpoint
ALTER TABLE news
  ADD COLUMN search_folded text GENERATED ALWAYS AS (public.search_folded(public.search_news_text(texts))) STORED,
  ADD COLUMN search_title text GENERATED ALWAYS AS (public.search_folded(public.search_news_titles(texts))) STORED,
  ADD COLUMN search_words tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, public.search_news_text(texts))) STORED,
  ADD COLUMN search_grams text[] GENERATED ALWAYS AS (public.search_grams(public.search_news_text(texts))) STORED;--> statement-breakpoint
ALTER TABLE game_texts
  ADD COLUMN search_folded text GENERATED ALWAYS AS (public.search_folded(name || ' ' || summary)) STORED,
  ADD COLUMN search_title text GENERATED ALWAYS AS (public.search_folded(name)) STORED,
  ADD COLUMN search_words tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name || ' ' || summary)) STORED,
  ADD COLUMN search_grams text[] GENERATED ALWAYS AS (public.search_grams(name || ' ' || summary)) STORED;--> statement-breakpoint
CREATE INDEX posts_search_grams_idx ON posts USING gin (search_grams);--> statement-breakpoint
CREATE INDEX posts_search_words_idx ON posts USING gin (search_words);--> statement-breakpoint
CREATE INDEX news_search_grams_idx ON news USING gin (search_grams);--> statement-breakpoint
CREATE INDEX news_search_words_idx ON news USING gin (search_words);--> statement-breakpoint
CREATE INDEX game_texts_search_grams_idx ON game_texts USING gin (search_grams);--> statement-breakpoint
CREATE INDEX game_texts_search_words_idx ON game_texts USING gin (search_words);
