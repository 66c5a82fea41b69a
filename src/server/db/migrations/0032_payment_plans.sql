-- Payment plans: a restructure into instalments or a due-date move, proposed by
-- collections, approved by a second member of staff, accepted by the borrower and booked; the
-- end-of-day job marks it kept or broken. One plan under way per loan.
CREATE TABLE "payment_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"instalments" jsonb NOT NULL,
	"reason" text NOT NULL,
	"proposed_by" bigint NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "payment_plans_kind" CHECK ("kind" in ('instalments', 'dueDateMove')),
	CONSTRAINT "payment_plans_status" CHECK ("status" in ('proposed', 'approved', 'declined', 'active', 'kept', 'broken', 'expired')),
	-- The second person: a plan is never approved by the one who proposed it.
	CONSTRAINT "payment_plans_four_eyes" CHECK ("approved_by" is null or "approved_by" <> "proposed_by")
);
--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_plans_order" ON "payment_plans" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_plans_status" ON "payment_plans" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_one_open" ON "payment_plans" USING btree ("order_id") WHERE "payment_plans"."status" in ('proposed', 'approved', 'active');
