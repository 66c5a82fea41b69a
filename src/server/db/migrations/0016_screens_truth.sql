-- A finished loan counts toward a higher limit only when it was on time AND used as the product's
-- limitRaise policy says (held long enough, enough interest accrued). Loans finished before the
-- policy existed keep what they earned: on time counted.
ALTER TABLE "loan_orders" ADD COLUMN "counts_for_limit" integer;--> statement-breakpoint
UPDATE "loan_orders" SET "counts_for_limit" = "on_time" WHERE "on_time" IS NOT NULL;
