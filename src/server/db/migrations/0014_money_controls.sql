-- A confirm retried by the app carries the key it was first sent with: one payment order per key.
ALTER TABLE "payment_intents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_idempotency" ON "payment_intents" USING btree ("order_id","idempotency_key") WHERE "payment_intents"."idempotency_key" IS NOT NULL;--> statement-breakpoint
-- Staff money above a maker's limit waits here for a checker of another role; nothing is booked
-- until it is approved.
CREATE TABLE "money_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"maker_id" bigint NOT NULL,
	"maker_role" text NOT NULL,
	"reason" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checker_id" bigint,
	"checker_note" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"idem_key" text NOT NULL,
	CONSTRAINT "money_requests_idem_key_unique" UNIQUE("idem_key"),
	CONSTRAINT "money_requests_maker_not_checker" CHECK ("checker_id" IS NULL OR "checker_id" <> "maker_id")
);
--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_maker_id_staff_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_checker_id_staff_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_requests_status" ON "money_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "money_requests_order" ON "money_requests" USING btree ("order_id");
