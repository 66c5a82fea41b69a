-- A payout held by the SIM check at the payout (decision 0053): one row per order, released by two
-- members with their words before the money moves.
CREATE TABLE "payout_holds" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"answer" text NOT NULL,
	"account" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"checked_by" bigint,
	"checked_reason" text,
	"released_by" bigint,
	"released_reason" text,
	"released_at" timestamp with time zone
);
