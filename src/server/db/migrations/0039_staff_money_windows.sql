-- Staff limits are sums over windows (decision 0039): every amount a member books alone is kept
-- here, counted in the transaction of the next act (on one loan, by the member over a day, for
-- the borrower over the country's window). Ids only, no foreign key to the loan or borrower: an
-- erased account's acts stay countable and name nobody.
CREATE TABLE "staff_money_acts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_money_acts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL REFERENCES "staff"("id"),
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL CHECK ("amount" > 0),
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_money_acts_member" ON "staff_money_acts" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "staff_money_acts_borrower" ON "staff_money_acts" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "staff_money_acts_loan" ON "staff_money_acts" USING btree ("order_id","kind");--> statement-breakpoint
-- A payment order is proven at most once: the one a proof names, among approved proofs.
ALTER TABLE "proof_reviews" ADD COLUMN "proves" text;--> statement-breakpoint
CREATE UNIQUE INDEX "proof_reviews_proves" ON "proof_reviews" USING btree ("proves") WHERE "proof_reviews"."decision" = 'approved' AND "proof_reviews"."proves" IS NOT NULL;
--> statement-breakpoint
-- What members booked alone is kept, never changed: the server's role (migration 0015) may read
-- and add acts, not edit or remove them, so no one with its password can empty a window. Skipped
-- where roles cannot be managed (the embedded database), as 0015 does.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mkopo_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON staff_money_acts FROM mkopo_app;
  END IF;
EXCEPTION WHEN insufficient_privilege OR feature_not_supported THEN
  NULL;
END $$;
