CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"user_id" bigint,
	"order_id" bigint,
	"mobile" text NOT NULL,
	"country" text NOT NULL,
	"lang" text NOT NULL,
	"template" text NOT NULL,
	"sealed" text,
	"status" text NOT NULL,
	"provider" text,
	"provider_message_id" text,
	"provider_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"final_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "sms_outbox_due" ON "sms_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_user" ON "sms_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "sms_attempts" (
	"provider" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"outbox_id" bigint NOT NULL,
	"to_mobile" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_attempts_provider_provider_message_id_pk" PRIMARY KEY("provider","provider_message_id")
);
--> statement-breakpoint
CREATE INDEX "sms_attempts_outbox" ON "sms_attempts" USING btree ("outbox_id");--> statement-breakpoint
CREATE TABLE "sms_reports" (
	"provider" text NOT NULL,
	"report_key" text NOT NULL,
	"outbox_id" bigint,
	"status" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_reports_provider_report_key_pk" PRIMARY KEY("provider","report_key")
);
