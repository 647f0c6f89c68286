CREATE TABLE "inbox_counts" (
	"user_id" integer NOT NULL,
	"box" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbox_counts_user_id_box_pk" PRIMARY KEY("user_id","box")
);
--> statement-breakpoint
DROP INDEX "messages_kind_subject_idx";--> statement-breakpoint
DROP INDEX "mails_player_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "top_comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_counts" ADD CONSTRAINT "inbox_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mails_broadcast_idx" ON "mails" USING btree ("created_at","id") WHERE "mails"."audience" <> 'player';--> statement-breakpoint
CREATE INDEX "messages_subject_kind_idx" ON "messages" USING btree ("subject","kind");--> statement-breakpoint
CREATE INDEX "mails_player_idx" ON "mails" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- hand-written from here: the kept totals of growing lists (docs/architecture.md, "Lists that grow").
-- Messages whose subject no longer exists led nowhere and were never listed: they go now, and from
-- here on with their subject (messages_about_removed below), so a tab's total is a kept count.
DELETE FROM messages m WHERE NOT (CASE split_part(m.subject, ':', 1)
  WHEN 'reviewReply' THEN EXISTS (SELECT 1 FROM review_replies x WHERE x.id = substring(m.subject FROM '^[A-Za-z]+:([0-9]{1,9})(:|$)')::integer)
  WHEN 'replyLike' THEN EXISTS (SELECT 1 FROM review_replies x WHERE x.id = substring(m.subject FROM '^[A-Za-z]+:([0-9]{1,9})(:|$)')::integer)
  WHEN 'reviewLike' THEN EXISTS (SELECT 1 FROM reviews x WHERE x.id = substring(m.subject FROM '^[A-Za-z]+:([0-9]{1,9})(:|$)')::integer)
  WHEN 'newsReply' THEN EXISTS (SELECT 1 FROM news_replies x WHERE x.id = substring(m.subject FROM '^[A-Za-z]+:([0-9]{1,9})(:|$)')::integer)
  WHEN 'newsCommentLike' THEN EXISTS (SELECT 1 FROM news_comments x WHERE x.id = substring(m.subject FROM '^[A-Za-z]+:([0-9]{1,9})(:|$)')::integer)
    OR EXISTS (SELECT 1 FROM news_replies x WHERE x.id = substring(m.subject FROM '^[A-Za-z]+:([0-9]{1,9})(:|$)')::integer)
  WHEN 'postComment' THEN EXISTS (SELECT 1 FROM post_comments x WHERE x.id = substring(m.subject FROM '^[A-Za-z]+:([0-9]{1,9})(:|$)')::integer)
  WHEN 'commentLike' THEN EXISTS (SELECT 1 FROM post_comments x WHERE x.id = substring(m.subject FROM '^[A-Za-z]+:([0-9]{1,9})(:|$)')::integer)
  WHEN 'postLike' THEN EXISTS (SELECT 1 FROM posts x WHERE x.id = substring(m.subject FROM '^[A-Za-z]+:([0-9]{1,9})(:|$)')::integer)
  ELSE true END);
--> statement-breakpoint
INSERT INTO inbox_counts (user_id, box, total) SELECT user_id, type, count(*)::int FROM messages GROUP BY user_id, type;
--> statement-breakpoint
INSERT INTO inbox_counts (user_id, box, total)
  SELECT user_id, 'mail', count(*)::int FROM mails WHERE audience = 'player' AND user_id IS NOT NULL GROUP BY user_id;
--> statement-breakpoint
UPDATE posts p SET top_comments_count = c.n
  FROM (SELECT post_id, count(*)::int AS n FROM post_comments
    WHERE parent_id IS NULL AND hidden_at IS NULL AND deleted_at IS NULL GROUP BY post_id) c
  WHERE p.id = c.post_id;
--> statement-breakpoint
-- A message is about "<prefix>:<id>" (messages.repository.ts); deleting the rows it names deletes it.
-- A like's "newsCommentLike:<id>" names a news comment or a news reply: it stays while either exists.
CREATE FUNCTION messages_about_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM messages WHERE subject = ANY (ARRAY(
    SELECT p || ':' || r.id FROM removed r, unnest(TG_ARGV) p
    WHERE p <> 'newsCommentLike'
      OR (NOT EXISTS (SELECT 1 FROM news_comments c WHERE c.id = r.id)
        AND NOT EXISTS (SELECT 1 FROM news_replies x WHERE x.id = r.id))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_replies_messages AFTER DELETE ON review_replies REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION messages_about_removed('reviewReply', 'replyLike');
--> statement-breakpoint
CREATE TRIGGER reviews_messages AFTER DELETE ON reviews REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION messages_about_removed('reviewLike');
--> statement-breakpoint
CREATE TRIGGER news_replies_messages AFTER DELETE ON news_replies REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION messages_about_removed('newsReply', 'newsCommentLike');
--> statement-breakpoint
CREATE TRIGGER news_comments_messages AFTER DELETE ON news_comments REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION messages_about_removed('newsCommentLike');
--> statement-breakpoint
CREATE TRIGGER post_comments_messages AFTER DELETE ON post_comments REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION messages_about_removed('postComment', 'commentLike');
--> statement-breakpoint
CREATE TRIGGER posts_messages AFTER DELETE ON posts REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION messages_about_removed('postLike');
--> statement-breakpoint
-- inbox_counts: messages per player and type; a message's user and type never change.
CREATE FUNCTION messages_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inbox_counts AS c (user_id, box, total)
      SELECT user_id, type, count(*)::int FROM added GROUP BY user_id, type ORDER BY user_id, type
      ON CONFLICT (user_id, box) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    UPDATE inbox_counts c SET total = c.total - d.n
      FROM (SELECT user_id, type, count(*)::int AS n FROM removed GROUP BY user_id, type) d
      WHERE c.user_id = d.user_id AND c.box = d.type;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_counted_added AFTER INSERT ON messages REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION messages_counted();
--> statement-breakpoint
CREATE TRIGGER messages_counted_removed AFTER DELETE ON messages REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION messages_counted();
--> statement-breakpoint
-- inbox_counts 'mail': mails to one player (audience 'player'); mails to many are few and counted live.
CREATE FUNCTION mails_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inbox_counts AS c (user_id, box, total)
      SELECT user_id, 'mail', count(*)::int FROM added WHERE audience = 'player' AND user_id IS NOT NULL
      GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id, box) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    UPDATE inbox_counts c SET total = c.total - d.n
      FROM (SELECT user_id, count(*)::int AS n FROM removed WHERE audience = 'player' GROUP BY user_id) d
      WHERE c.user_id = d.user_id AND c.box = 'mail';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mails_counted_added AFTER INSERT ON mails REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION mails_counted();
--> statement-breakpoint
CREATE TRIGGER mails_counted_removed AFTER DELETE ON mails REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION mails_counted();
--> statement-breakpoint
-- posts.top_comments_count: top-level comments players see, through inserts, deletes and moderation.
CREATE FUNCTION post_comments_top_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts p SET top_comments_count = p.top_comments_count + d.n
      FROM (SELECT post_id, count(*)::int AS n FROM added
        WHERE parent_id IS NULL AND hidden_at IS NULL AND deleted_at IS NULL GROUP BY post_id) d
      WHERE p.id = d.post_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE posts p SET top_comments_count = p.top_comments_count - d.n
      FROM (SELECT post_id, count(*)::int AS n FROM removed
        WHERE parent_id IS NULL AND hidden_at IS NULL AND deleted_at IS NULL GROUP BY post_id) d
      WHERE p.id = d.post_id;
  ELSE
    IF OLD.parent_id IS NULL AND OLD.hidden_at IS NULL AND OLD.deleted_at IS NULL THEN
      UPDATE posts SET top_comments_count = top_comments_count - 1 WHERE id = OLD.post_id;
    END IF;
    IF NEW.parent_id IS NULL AND NEW.hidden_at IS NULL AND NEW.deleted_at IS NULL THEN
      UPDATE posts SET top_comments_count = top_comments_count + 1 WHERE id = NEW.post_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_comments_top_added AFTER INSERT ON post_comments REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION post_comments_top_counted();
--> statement-breakpoint
CREATE TRIGGER post_comments_top_removed AFTER DELETE ON post_comments REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION post_comments_top_counted();
--> statement-breakpoint
CREATE TRIGGER post_comments_top_changed AFTER UPDATE OF post_id, parent_id, hidden_at, deleted_at ON post_comments
  FOR EACH ROW WHEN (OLD.post_id IS DISTINCT FROM NEW.post_id OR OLD.parent_id IS DISTINCT FROM NEW.parent_id
    OR (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION post_comments_top_counted();
