-- A role change that raises a member's access waits for a second admin (decision 0048): one row
-- per request, pending until another admin approves (the role changes, the member's sessions end)
-- or declines it. At most one pending request per member.
CREATE TABLE "staff_role_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_role_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL REFERENCES "staff"("id"),
	"from_role" text NOT NULL,
	"to_role" text NOT NULL,
	"asked_by" bigint NOT NULL REFERENCES "staff"("id"),
	"asked_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'approved', 'declined')),
	"decided_by" bigint REFERENCES "staff"("id"),
	"decided_at" timestamp with time zone,
	CHECK ("decided_by" IS NULL OR "decided_by" <> "asked_by")
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_role_requests_pending" ON "staff_role_requests" USING btree ("staff_id") WHERE "staff_role_requests"."status" = 'pending';--> statement-breakpoint
-- Each reading of a rail's float, kept so finance sees its history, not only that payouts paused.
CREATE TABLE "rail_float_readings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rail_float_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rail" text NOT NULL,
	"available" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "rail_float_readings_rail" ON "rail_float_readings" USING btree ("rail","read_at");
