-- The console at a lender's size: every list it pages and every search it runs starts
-- on an index. A name is found by its whole words: one array of lower-case words per profile on a
-- GIN index (core PostgreSQL, so PGlite has it too) replaces the trigrams, whose substring matches
-- of a common fragment had to gather and sort a hundred thousand profiles for one page.
DROP INDEX IF EXISTS "profile_forms_full_name_trgm";--> statement-breakpoint
CREATE INDEX "profile_forms_name_words" ON "profile_forms" USING gin ((string_to_array(lower(coalesce("data"->>'firstName', '') || ' ' || coalesce("data"->>'middleName', '') || ' ' || coalesce("data"->>'lastName', '')), ' '))) WHERE "profile_forms"."form" = 'personal';--> statement-breakpoint
-- The book filtered by status, newest first, read by keyset: (status, id) gives the page in order.
DROP INDEX IF EXISTS "loan_orders_status";--> statement-breakpoint
CREATE INDEX "loan_orders_status_id" ON "loan_orders" USING btree ("status","id");--> statement-breakpoint
-- The collections queue in its order (days past due, principal at the close, order), by keyset.
DROP INDEX IF EXISTS "loan_delinquency_country_day";--> statement-breakpoint
CREATE INDEX "loan_delinquency_queue" ON "loan_delinquency" USING btree ("country","day","days_past_due","principal","order_id");--> statement-breakpoint
-- A collector's own loans without reading the whole day's queue.
CREATE INDEX "collection_assignments_staff" ON "collection_assignments" USING btree ("staff_id");
