-- A payout that failed on the lender's side (its float, a rail fault) is sent again by the lender
-- under a new payment order (decision 0036): the failed one keeps its cause, and the one-payout
-- rule counts only payouts not failed, so a failed payout is followed by at most one live one.
ALTER TABLE "payment_intents" ADD COLUMN "failure" text;--> statement-breakpoint
DROP INDEX "payment_intents_one_payout";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_one_payout" ON "payment_intents" USING btree ("order_id") WHERE "payment_intents"."purpose" = 'disburse' AND "payment_intents"."status" <> 'failed';
