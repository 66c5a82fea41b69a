-- Credit decisions as evidence (decision 0049): each policy version kept whole by its content
-- hash, and each decision with its inputs, rule results, score, band, outcome, limit and reasons.
CREATE TABLE "credit_policy_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"file" text NOT NULL,
	"body" jsonb NOT NULL,
	"first_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_decisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"country" text NOT NULL,
	"arm" text NOT NULL,
	"policy_version" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"score" integer NOT NULL,
	"band" integer NOT NULL,
	"outcome" text NOT NULL,
	"limit_amount" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"age_band" text,
	"region" text,
	"decided_by" text NOT NULL,
	"staff_reason" text,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_decisions_order" ON "credit_decisions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_decisions_policy" ON "credit_decisions" USING btree ("policy_version");
