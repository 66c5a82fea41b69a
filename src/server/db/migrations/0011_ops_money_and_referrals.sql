ALTER TABLE "loan_orders" ADD COLUMN "referred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "staff_id" bigint;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "profile_forms_national_id" ON "profile_forms" USING btree (("data"->>'nationalId')) WHERE "profile_forms"."form" = 'personal';