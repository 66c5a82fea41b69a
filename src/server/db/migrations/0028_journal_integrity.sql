-- Journal lines name their currency by its ISO 4217 code (country.json `currencyCode`), not by
-- the symbol the screens show: a symbol may change, a ledger's currency never does. Lines written
-- before this carry the symbol (migration 0021); the Kenyan shilling's is the only one that
-- differs. Each entry's lines change together, so every entry still balances.
UPDATE "journal_lines" SET "currency" = 'KES' WHERE "currency" = 'KSh';--> statement-breakpoint
-- The migrations share one transaction, and a table whose deferred checks are pending may not be
-- altered: the balance check of the lines just changed runs here, then waits for commits again.
SET CONSTRAINTS "journal_lines_balanced" IMMEDIATE;--> statement-breakpoint
SET CONSTRAINTS "journal_lines_balanced" DEFERRED;--> statement-breakpoint
-- The database keeps the code's form itself, so no path can book a line in a symbol again.
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_currency_iso" CHECK ("currency" ~ '^[A-Z]{3}$');
