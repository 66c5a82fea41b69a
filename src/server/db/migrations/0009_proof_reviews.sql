CREATE TABLE "proof_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proof_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" bigint NOT NULL,
	"decision" text NOT NULL,
	"amount" integer,
	"reason" text,
	"pay_order_id" text,
	"staff_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "proof_reviews_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "proof_reviews" ADD CONSTRAINT "proof_reviews_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;