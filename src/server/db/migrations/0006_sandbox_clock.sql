CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
