-- The borrower's language, from the `lang` of their sign-in and app calls: their SMS (reminders,
-- receipts, notices) are written in it. Null until a call carries one of their country's languages.
ALTER TABLE "users" ADD COLUMN "lang" text;
