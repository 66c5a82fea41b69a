-- Every change to a borrower's own rows says whose they were on the "user_rows" channel, so a
-- server can keep what it read of them (Home's facts) until they change. A truncate says "*".
CREATE FUNCTION "notify_user_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('user_rows', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('user_rows', coalesce(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('user_rows', coalesce(NEW.user_id, OLD.user_id)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_notify_rows" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "loan_orders_notify_rows" AFTER INSERT OR UPDATE OR DELETE ON "loan_orders" FOR EACH ROW EXECUTE FUNCTION "notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "loan_orders_notify_truncate" AFTER TRUNCATE ON "loan_orders" FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_rows"();
