-- The journal is append-only in the database. A booked line never changes nor goes: the only
-- change allowed is anonymisation (its order forgotten). An entry keeps its kind and date; its
-- order and key may only be forgotten, its author and note only signed once (the console names
-- who booked what the shared settlement path wrote). Corrections are new entries (reversals).
-- Binding on every role; only an owner may drop or disable these triggers, and that is DDL.
CREATE FUNCTION "journal_lines_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.entry_id = OLD.entry_id
     AND NEW.account = OLD.account AND NEW.amount = OLD.amount AND NEW.currency = OLD.currency
     AND NEW.order_id IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'journal lines are append-only: book a reversal instead'
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "journal_lines_no_change" BEFORE UPDATE OR DELETE ON "journal_lines"
FOR EACH ROW EXECUTE FUNCTION "journal_lines_append_only"();--> statement-breakpoint
CREATE FUNCTION "journal_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.kind = OLD.kind AND NEW.at = OLD.at
     AND (NEW.order_id IS NOT DISTINCT FROM OLD.order_id OR NEW.order_id IS NULL)
     AND (NEW.idem_key = OLD.idem_key OR NEW.idem_key = 'erased:' || OLD.id)
     AND (NEW.staff_id IS NOT DISTINCT FROM OLD.staff_id OR OLD.staff_id IS NULL)
     AND (NEW.note IS NOT DISTINCT FROM OLD.note OR OLD.staff_id IS NULL OR NEW.note IS NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'journal entries are append-only: book a reversal instead'
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_change" BEFORE UPDATE OR DELETE ON "journal_entries"
FOR EACH ROW EXECUTE FUNCTION "journal_entries_append_only"();--> statement-breakpoint
-- An entry without lines books nothing and hides nothing: refused at commit, so its lines may
-- follow it in the same transaction.
CREATE FUNCTION "journal_entry_has_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "journal_lines" WHERE "entry_id" = NEW.id) THEN
    RAISE EXCEPTION 'journal entry % (%) has no lines', NEW.id, NEW.idem_key
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_have_lines" AFTER INSERT ON "journal_entries"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_has_lines"();--> statement-breakpoint
-- Anonymisation at the end of retention, the one way the server's role touches booked entries:
-- only for an account whose deletion is pending, and written to the staff audit in the same
-- transaction. SECURITY DEFINER runs it with the owner's rights on the journal; the search path
-- is fixed to this schema so the caller cannot substitute tables.
CREATE FUNCTION "erase_journal_links"(p_user bigint, p_at timestamptz) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  orders bigint[];
  entries integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM account_deletions d
                  WHERE d.user_id = p_user AND d.records_erased_at IS NULL) THEN
    RAISE EXCEPTION 'account % has no deletion whose records are kept', p_user
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  SELECT coalesce(array_agg(o.id), '{}') INTO orders FROM loan_orders o WHERE o.user_id = p_user;
  UPDATE journal_lines SET order_id = NULL WHERE order_id = ANY (orders);
  UPDATE journal_entries SET order_id = NULL, note = NULL, idem_key = 'erased:' || id
   WHERE order_id = ANY (orders);
  GET DIAGNOSTICS entries = ROW_COUNT;
  INSERT INTO staff_audit (staff_id, action, target, detail, ip, at)
  VALUES (NULL, 'retention.erase', 'user:' || p_user,
          jsonb_build_object('orders', cardinality(orders), 'journalEntries', entries), NULL, p_at);
  RETURN entries;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "erase_journal_links"(bigint, timestamptz) FROM PUBLIC;--> statement-breakpoint
-- The server's role (migration 0015): on the journal, insert and read; on entries, the signature
-- columns alone; the anonymisation function; no DDL in the schema. Skipped where roles cannot be
-- managed (the embedded database), as 0015 does.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mkopo_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON journal_lines, journal_entries FROM mkopo_app;
    GRANT UPDATE (staff_id, note) ON journal_entries TO mkopo_app;
    GRANT EXECUTE ON FUNCTION erase_journal_links(bigint, timestamptz) TO mkopo_app;
    EXECUTE format('REVOKE CREATE ON SCHEMA %I FROM mkopo_app', current_schema());
  END IF;
EXCEPTION WHEN insufficient_privilege OR feature_not_supported THEN
  NULL;
END $$;
