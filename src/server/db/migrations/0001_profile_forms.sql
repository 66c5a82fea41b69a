CREATE TABLE "profile_forms" (
	"user_id" bigint NOT NULL,
	"form" text NOT NULL,
	"country" text NOT NULL,
	"data" jsonb NOT NULL,
	"schema_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_forms_user_id_form_pk" PRIMARY KEY("user_id","form")
);
--> statement-breakpoint
ALTER TABLE "profile_forms" ADD CONSTRAINT "profile_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;