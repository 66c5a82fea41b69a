-- Each time compliance marks a bureau file submitted (to which bureau, with the bureau's reference):
-- the file's submission history. A file may go to several bureaus, once each.
CREATE TABLE "bureau_file_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bureau_file_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" bigint NOT NULL REFERENCES "bureau_files"("id"),
	"bureau" text NOT NULL,
	"reference" text NOT NULL,
	"staff_id" bigint NOT NULL REFERENCES "staff"("id"),
	"submitted_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "bureau_file_submissions_once" ON "bureau_file_submissions" USING btree ("file_id","bureau");
