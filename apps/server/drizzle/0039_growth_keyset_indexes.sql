DROP INDEX "post_comments_post_idx";--> statement-breakpoint
DROP INDEX "post_comments_parent_idx";--> statement-breakpoint
DROP INDEX "posts_forum_reply_idx";--> statement-breakpoint
DROP INDEX "posts_forum_newest_idx";--> statement-breakpoint
DROP INDEX "messages_list_idx";--> statement-breakpoint
DROP INDEX "news_comments_news_idx";--> statement-breakpoint
DROP INDEX "news_replies_comment_idx";--> statement-breakpoint
DROP INDEX "reviews_game_lowest_idx";--> statement-breakpoint
DROP INDEX "topup_orders_user_idx";--> statement-breakpoint
CREATE INDEX "post_comments_top_idx" ON "post_comments" USING btree ("post_id","created_at","id") WHERE "post_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "posts_forum_hottest_idx" ON "posts" USING btree ("forum_id","pinned_at" DESC NULLS LAST,("likes_count" + "comments_count") desc,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_feed_reply_idx" ON "posts" USING btree ("last_reply_at","id");--> statement-breakpoint
CREATE INDEX "posts_feed_newest_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_feed_hottest_idx" ON "posts" USING btree (("likes_count" + "comments_count") desc,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "points_ledger_user_log_idx" ON "points_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "review_replies_thread_idx" ON "review_replies" USING btree ("review_id",(not "official"),"created_at","id");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "post_comments_parent_idx" ON "post_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_forum_reply_idx" ON "posts" USING btree ("forum_id","pinned_at" DESC NULLS LAST,"last_reply_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_forum_newest_idx" ON "posts" USING btree ("forum_id","pinned_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_list_idx" ON "messages" USING btree ("user_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "news_comments_news_idx" ON "news_comments" USING btree ("news_id","created_at","id");--> statement-breakpoint
CREATE INDEX "news_replies_comment_idx" ON "news_replies" USING btree ("comment_id",(not "official"),"created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_game_lowest_idx" ON "reviews" USING btree ("game_id",(-"rating"),"created_at","id");--> statement-breakpoint
CREATE INDEX "topup_orders_user_idx" ON "topup_orders" USING btree ("user_id","created_at","order_no");