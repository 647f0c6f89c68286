-- hand-written: a btree over the start of each searchable row's folded title(s), so the search can
-- find the rows whose title equals or starts with the search (its two best rank tiers) without
-- ranking every hit of a common word (features/search/search.repository.ts, "pageOf").
-- `left(…, 200)`: a search is at most 100 characters, so equality and "starts with" on the first
-- 200 characters are the same as on the whole title, and a long title (news: all its languages'
-- titles) never exceeds a btree entry. text_pattern_ops: byte order, whatever the collation.
CREATE INDEX posts_search_title_idx ON posts (left(search_title, 200) text_pattern_ops);--> statement-breakpoint
CREATE INDEX news_search_title_idx ON news (left(search_title, 200) text_pattern_ops);
