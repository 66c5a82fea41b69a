-- Every journal line carries its currency, filled here from its entry's order's country (the
-- countries of the books when this ran: Tanzania in TZS, Kenya in KSh, as schemas/<cc>/country.json
-- says); new lines write it (features/ledger/repo.ts).
ALTER TABLE "journal_lines" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "journal_lines" AS l SET "currency" = CASE o."country" WHEN 'TZ' THEN 'TZS' WHEN 'KE' THEN 'KSh' END
FROM "journal_entries" AS e JOIN "loan_orders" AS o ON o."id" = e."order_id"
WHERE e."id" = l."entry_id";--> statement-breakpoint
ALTER TABLE "journal_lines" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
-- The balance check reads an entry's lines at every commit: by index, not by scanning the journal.
CREATE INDEX "journal_lines_entry" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
-- The database holds every entry balanced, per currency: at commit (so an entry's lines may be
-- written one statement after another), each entry whose lines changed must sum to zero in each
-- of its currencies, or the transaction fails. No code path, console fix or hand-written SQL can
-- leave the books unbalanced.
CREATE FUNCTION "journal_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry bigint;
  unbalanced record;
BEGIN
  FOREACH entry IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY[NEW.entry_id]
    WHEN 'DELETE' THEN ARRAY[OLD.entry_id]
    ELSE ARRAY[OLD.entry_id, NEW.entry_id] END
  LOOP
    SELECT "currency", sum("amount") AS total INTO unbalanced FROM "journal_lines"
    WHERE "entry_id" = entry GROUP BY "currency" HAVING sum("amount") <> 0 LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'journal entry % does not balance: its % lines sum to %',
        entry, unbalanced."currency", unbalanced.total USING ERRCODE = 'check_violation';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT OR UPDATE OR DELETE ON "journal_lines"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"();
