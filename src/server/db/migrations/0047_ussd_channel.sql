-- The USSD channel (decision 0052): a row per gateway session, so any server answers any screen,
-- and a draft per borrower and form, saved after each answer, from which a dropped session resumes.
CREATE TABLE "ussd_sessions" (
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" bigint,
	"country" text NOT NULL,
	"state" jsonb NOT NULL,
	"last_text" text NOT NULL,
	"screen" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ussd_sessions_provider_session_id_pk" PRIMARY KEY("provider","session_id")
);
--> statement-breakpoint
CREATE TABLE "ussd_drafts" (
	"user_id" bigint NOT NULL,
	"form" text NOT NULL,
	"country" text NOT NULL,
	"data" jsonb NOT NULL,
	"schema_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ussd_drafts_user_id_form_pk" PRIMARY KEY("user_id","form")
);
--> statement-breakpoint
ALTER TABLE "ussd_sessions" ADD CONSTRAINT "ussd_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ussd_drafts" ADD CONSTRAINT "ussd_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ussd_sessions_updated" ON "ussd_sessions" USING btree ("updated_at");
