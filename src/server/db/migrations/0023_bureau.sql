-- Credit reporting and the borrower's rights (docs/decisions/0020-credit-bureau.md): consent to bureau
-- reporting, the notices around a negative listing, the files for the bureaus, and disputes,
-- complaints and correction requests with their deadlines.
CREATE TABLE "bureau_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bureau_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_id" bigint,
	"version" text NOT NULL,
	"lang" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bureau_consents_user_version" UNIQUE("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "bureau_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bureau_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"outbox_id" bigint,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bureau_notices_order_kind" UNIQUE("order_id","kind")
);
--> statement-breakpoint
CREATE INDEX "bureau_notices_user" ON "bureau_notices" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "bureau_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bureau_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"period" text NOT NULL,
	"day" integer NOT NULL,
	"format" text NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"records" integer NOT NULL,
	"negative" integer NOT NULL,
	"held_out" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bureau_files_period_day" UNIQUE("country","period","day")
);
--> statement-breakpoint
CREATE TABLE "rights_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rights_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" bigint,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" bigint,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ack_due_at" timestamp with time zone NOT NULL,
	"resolve_due_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"staff_id" bigint,
	CONSTRAINT "rights_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE INDEX "rights_requests_open" ON "rights_requests" USING btree ("status","resolve_due_at");--> statement-breakpoint
CREATE INDEX "rights_requests_user" ON "rights_requests" USING btree ("user_id");
