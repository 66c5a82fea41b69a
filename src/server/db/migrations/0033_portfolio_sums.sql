-- The portfolio report at a lender's size: the close files each day's report as one row,
-- so a closed day is read back at once; the report of a day not yet closed is summed by the
-- database (per product, kind and day; per payout month) from the indexes below.
CREATE TABLE "portfolio_days" (
	"country" text NOT NULL,
	"day" integer NOT NULL,
	"buckets" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_days_pk" PRIMARY KEY("country","day")
);
--> statement-breakpoint
-- One kind's journal entries over a month (the flows).
CREATE INDEX "journal_entries_kind_at" ON "journal_entries" USING btree ("kind","at") INCLUDE ("order_id");--> statement-breakpoint
-- A loan's write-off, looked up for each payment of the month (money in after it is a recovery).
CREATE INDEX "journal_entries_write_off" ON "journal_entries" USING btree ("order_id","at") WHERE "journal_entries"."kind" = 'write-off';--> statement-breakpoint
-- A year of payouts per country, read from the index alone (the vintages).
CREATE INDEX "loan_orders_payout" ON "loan_orders" USING btree ("country","disbursed_at") INCLUDE ("product_id","on_time","finished_at") WHERE "loan_orders"."disbursed_at" is not null;
--> statement-breakpoint
-- The proof queue, oldest first, paged by keyset (decision 0028) rather than by OFFSET.
CREATE INDEX "feedback_files_proofs" ON "feedback_files" USING btree ("created_at","id") WHERE "feedback_files"."kind" = 'credential';
