-- A session that ends (logout, a login elsewhere, expiry) or an account that closes says whose on
-- the "sessions_ended" channel, so every server sharing the database forgets its cached copy of
-- that borrower's sessions at once instead of honouring it until the cache entry ages out.
CREATE FUNCTION "notify_sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('sessions_ended', NEW.id::text);
  ELSE
    PERFORM pg_notify('sessions_ended', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_ended" AFTER UPDATE OF "ended_at" ON "sessions" FOR EACH ROW WHEN (OLD."ended_at" IS NULL AND NEW."ended_at" IS NOT NULL) EXECUTE FUNCTION "notify_sessions_ended"();--> statement-breakpoint
CREATE TRIGGER "users_notify_closed" AFTER UPDATE OF "deleted_at" ON "users" FOR EACH ROW WHEN (OLD."deleted_at" IS NULL AND NEW."deleted_at" IS NOT NULL) EXECUTE FUNCTION "notify_sessions_ended"();
