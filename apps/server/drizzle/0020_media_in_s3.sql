ALTER TABLE "media" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "byte_size" integer;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_stored_somewhere" CHECK ("media"."bytes" is not null or "media"."object_key" is not null);--> statement-breakpoint
-- hand-written: a media row in the bucket that is deleted (avatar replaced, picture dropped, account
-- deleted) queues the deletion of its object in the same transaction; the outbox worker deletes it.
CREATE FUNCTION media_object_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (kind, payload) VALUES ('media-object-delete', jsonb_build_object('objectKey', OLD.object_key));
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER media_object_deleted AFTER DELETE ON media FOR EACH ROW
  WHEN (OLD.object_key IS NOT NULL) EXECUTE FUNCTION media_object_deleted();
