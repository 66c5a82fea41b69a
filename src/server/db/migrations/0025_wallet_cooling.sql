-- A payout wallet that replaces another waits a cooling-off time (product.json
-- newWalletCoolingOffHours) before the first payout to it: payouts due earlier are deferred.
-- Null: no wait (the account's own number, a first wallet, or a wallet bound before this column).
ALTER TABLE "wallets" ADD COLUMN "cooling_until" timestamp with time zone;
