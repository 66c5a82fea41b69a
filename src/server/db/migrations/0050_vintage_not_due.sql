-- Today's portfolio report adds to the filed vintages the loans that fell due by the calendar since
-- the close (decision 0056): the unfinished paid-out loans by due day, read from this index alone,
-- a day of due loans rather than the year's payouts.
CREATE INDEX "loan_orders_not_due" ON "loan_orders" USING btree ("country","due_day") INCLUDE ("product_id","disbursed_at") WHERE "loan_orders"."finished_at" is null and "loan_orders"."disbursed_at" is not null;
