-- The staff audit becomes a hash chain: every row carries the hash of the one before it, in the
-- order a head row (locked by each insert until its transaction ends) hands out, so parallel
-- writers cannot fork it. The hash covers every column; `npm run ops -- audit verify` recomputes it.
ALTER TABLE "staff_audit" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_audit_seq" ON "staff_audit" USING btree ("seq");--> statement-breakpoint
CREATE TABLE "staff_audit_head" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "staff_audit_row_hash"(p_prev text, p_seq bigint, p_id bigint, p_staff bigint, p_action text, p_target text, p_detail jsonb, p_ip text, p_at timestamptz) RETURNS text LANGUAGE sql AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\n', p_prev, p_seq::text, p_id::text,
    coalesce(':' || p_staff::text, '~'), ':' || p_action, coalesce(':' || p_target, '~'),
    coalesce(':' || p_detail::text, '~'), coalesce(':' || p_ip, '~'),
    (extract(epoch from p_at) * 1000000)::bigint::text), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- SECURITY DEFINER: the server's role may insert audit rows but never write the head itself.
CREATE FUNCTION "staff_audit_chain"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  head record;
BEGIN
  SELECT h.seq, h.hash INTO head FROM staff_audit_head h WHERE h.id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO staff_audit_head (id, seq, hash) VALUES (true, 0, repeat('0', 64)) ON CONFLICT (id) DO NOTHING;
    SELECT h.seq, h.hash INTO head FROM staff_audit_head h WHERE h.id FOR UPDATE;
  END IF;
  NEW.seq := head.seq + 1;
  NEW.prev_hash := head.hash;
  NEW.hash := staff_audit_row_hash(NEW.prev_hash, NEW.seq, NEW.id, NEW.staff_id, NEW.action, NEW.target, NEW.detail, NEW.ip, NEW.at);
  UPDATE staff_audit_head SET seq = NEW.seq, hash = NEW.hash WHERE staff_audit_head.id;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Rows written before the chain existed join it in the order they were written.
ALTER TABLE "staff_audit" DISABLE TRIGGER "staff_audit_no_change";--> statement-breakpoint
DO $$
DECLARE
  r record;
  prev text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM staff_audit ORDER BY id LOOP
    n := n + 1;
    UPDATE staff_audit SET seq = n, prev_hash = prev,
      hash = staff_audit_row_hash(prev, n, r.id, r.staff_id, r.action, r.target, r.detail, r.ip, r.at)
      WHERE id = r.id RETURNING hash INTO prev;
  END LOOP;
  INSERT INTO staff_audit_head (id, seq, hash) VALUES (true, n, prev);
END $$;--> statement-breakpoint
ALTER TABLE "staff_audit" ENABLE TRIGGER "staff_audit_no_change";--> statement-breakpoint
CREATE TRIGGER "staff_audit_chain" BEFORE INSERT ON "staff_audit" FOR EACH ROW EXECUTE FUNCTION "staff_audit_chain"();--> statement-breakpoint
-- Per-device and per-address budgets of code sends and registered-number lookups.
CREATE TABLE "request_budgets" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "request_budgets_key_window_start_pk" PRIMARY KEY("key","window_start")
);--> statement-breakpoint
CREATE INDEX "request_budgets_window" ON "request_budgets" USING btree ("window_start");--> statement-breakpoint
-- The role the server runs as in production (README): everything it needs, but on the audit only
-- INSERT and SELECT: no UPDATE, DELETE or TRUNCATE, and as no owner it cannot disable a trigger.
-- Roles belong to the whole cluster (servers and tests racing may both create it), and an
-- embedded database may not manage roles at all: both leave the grants to whoever can.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mkopo_app') THEN
    CREATE ROLE mkopo_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation OR insufficient_privilege OR feature_not_supported THEN
  NULL;
END $$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mkopo_app') THEN
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO mkopo_app', current_schema());
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO mkopo_app', current_schema());
    EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO mkopo_app', current_schema());
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO mkopo_app', current_schema());
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO mkopo_app', current_schema());
    REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON staff_audit FROM mkopo_app;
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON staff_audit_head FROM mkopo_app;
    IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle') THEN
      GRANT USAGE ON SCHEMA drizzle TO mkopo_app;
      GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO mkopo_app;
    END IF;
  END IF;
EXCEPTION WHEN insufficient_privilege OR feature_not_supported THEN
  NULL;
END $$;
