-- The data files published to a fleet (decision 0043): a version per publish, and per version the
-- files it changed. Every server that follows the database hears a new version on the
-- "pack_published" channel at once (and reads the newest version every few seconds besides).
CREATE TABLE "pack_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "pack_files" (
	"version" integer NOT NULL REFERENCES "pack_versions"("version"),
	"path" text NOT NULL,
	"hash" text NOT NULL,
	"content" text,
	PRIMARY KEY ("version", "path")
);--> statement-breakpoint
CREATE FUNCTION "notify_pack_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pack_published', NEW.version::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pack_versions_notify" AFTER INSERT ON "pack_versions" FOR EACH ROW EXECUTE FUNCTION "notify_pack_published"();
