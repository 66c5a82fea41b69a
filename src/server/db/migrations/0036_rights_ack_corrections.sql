-- Acknowledgement as its own step (0026): who acknowledged a request, beside when.
ALTER TABLE "rights_requests" ADD COLUMN "acknowledged_by" bigint;--> statement-breakpoint
-- A dispute closed upheld or corrected corrects what the bureau files report of its loan: one row
-- per request, with who, when and the listing before and after, read by every later file.
CREATE TABLE "bureau_corrections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bureau_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"country" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bureau_corrections_request" UNIQUE("request_id")
);--> statement-breakpoint
CREATE INDEX "bureau_corrections_order" ON "bureau_corrections" USING btree ("order_id");
