-- Today's portfolio report from the last close (decision 0015): the close files what the
-- report needs (the open loans per product and due day, each loan's due day beside its row), and
-- today adds only what moved since. Principal moves through the journal; a loan's due day, status,
-- payout or finish move through its row, so each such change is noted here with its time.
ALTER TABLE "loan_delinquency" ADD COLUMN "due_day" integer;--> statement-breakpoint
ALTER TABLE "portfolio_days" ADD COLUMN "open_groups" jsonb;--> statement-breakpoint
CREATE TABLE "loan_moves" (
	"order_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "loan_moves_at" ON "loan_moves" USING btree ("at") INCLUDE ("order_id");--> statement-breakpoint
-- The later of the row's own time and the database's: a change written without updated_at is
-- still noted as recent, and a loan noted too often is only summed again, never missed.
CREATE FUNCTION "loan_moves_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "loan_moves" ("order_id", "at") VALUES (NEW."id", greatest(NEW."updated_at", now()));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "loan_orders_moves" AFTER UPDATE ON "loan_orders" FOR EACH ROW
	WHEN (OLD."due_day" IS DISTINCT FROM NEW."due_day" OR OLD."status" IS DISTINCT FROM NEW."status"
		OR OLD."finished_at" IS DISTINCT FROM NEW."finished_at" OR OLD."on_time" IS DISTINCT FROM NEW."on_time"
		OR OLD."disbursed_at" IS DISTINCT FROM NEW."disbursed_at" OR OLD."product_id" IS DISTINCT FROM NEW."product_id"
		OR OLD."country" IS DISTINCT FROM NEW."country")
	EXECUTE FUNCTION "loan_moves_note"();
