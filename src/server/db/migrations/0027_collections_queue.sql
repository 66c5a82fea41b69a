-- The collections work queue: the collector working each overdue loan, and every
-- contact with its outcome; a promise to pay is settled kept or broken from the journal.
CREATE TABLE "collection_assignments" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"assigned_by" bigint NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_assignments" ADD CONSTRAINT "collection_assignments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "collection_contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"note" text NOT NULL,
	"mobile" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"promise_amount" bigint,
	"promise_day" integer,
	"promise_state" text,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_contacts_order" ON "collection_contacts" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "collection_contacts_pending" ON "collection_contacts" USING btree ("promise_day") WHERE "collection_contacts"."promise_state" = 'pending';
