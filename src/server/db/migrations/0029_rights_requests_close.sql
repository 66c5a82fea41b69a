-- Staff close a borrower's request with an outcome (upheld, rejected, corrected): the complaints
-- register reports it per request, so it is a column, not text inside the written response.
ALTER TABLE "rights_requests" ADD COLUMN "outcome" text;
