-- hand-written: the pair keys of the title(s) alone (see 0043's `search_pairs` and "pageOf" in
-- features/search/search.repository.ts). A row whose folded title does not hold a search's keys does
-- not contain the search in its title, so it ranks at most 40 (its text contains it): a first pass
-- can take only the recent rows and the rows whose titles hold the keys, and prove its page when its
-- last hit ranks above 40 (or 40 and recent), without reading every row whose text holds the keys.
-- Over the same source as `search_title` (posts: title; news: the titles joined across languages).
-- Like 0043, PostgreSQL computes it on every write and Drizzle's schema does not list it.
ALTER TABLE posts
  ADD COLUMN search_title_pairs text[] GENERATED ALWAYS AS (public.search_pairs(title)) STORED;--> statement-breakpoint
ALTER TABLE news
  ADD COLUMN search_title_pairs text[] GENERATED ALWAYS AS
    (public.search_pairs(public.search_news_titles(texts))) STORED;--> statement-breakpoint
CREATE INDEX posts_search_title_pairs_idx ON posts USING gin (search_title_pairs);--> statement-breakpoint
CREATE INDEX news_search_title_pairs_idx ON news USING gin (search_title_pairs);
