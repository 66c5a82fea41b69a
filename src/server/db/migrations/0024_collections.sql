-- Delinquency as data: the end-of-day job files every open loan's days past due, aging
-- bucket and principal outstanding once per business day of its country, so a report for any past
-- day reads what was true then. A day is marked closed per country in the same transaction.
CREATE TABLE "delinquency_days" (
	"country" text NOT NULL,
	"day" integer NOT NULL,
	"loans" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delinquency_days_pk" PRIMARY KEY("country","day")
);
--> statement-breakpoint
CREATE TABLE "loan_delinquency" (
	"order_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"country" text NOT NULL,
	"product_id" text NOT NULL,
	"days_past_due" integer NOT NULL,
	"bucket" text NOT NULL,
	"principal" bigint NOT NULL,
	CONSTRAINT "loan_delinquency_pk" PRIMARY KEY("order_id","day")
);
--> statement-breakpoint
ALTER TABLE "loan_delinquency" ADD CONSTRAINT "loan_delinquency_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_delinquency_country_day" ON "loan_delinquency" USING btree ("country","day");--> statement-breakpoint
-- Borrower flags: fraud, deceased, dispute, do-not-contact, each with its reason, author and time.
-- A flag is lifted by a second row's fields, never deleted: who set and lifted it stays on record.
CREATE TABLE "borrower_flags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "borrower_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" bigint,
	"lift_reason" text
);
--> statement-breakpoint
ALTER TABLE "borrower_flags" ADD CONSTRAINT "borrower_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "borrower_flags_one_live" ON "borrower_flags" USING btree ("user_id","kind") WHERE "borrower_flags"."lifted_at" IS NULL;
