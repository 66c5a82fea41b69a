CREATE TABLE "payment_disputes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"pay_order_id" text NOT NULL,
	"provider_ref" text,
	"event_id" text,
	"expected" jsonb NOT NULL,
	"received" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
CREATE INDEX "payment_disputes_open" ON "payment_disputes" USING btree ("resolved_at","received_at");