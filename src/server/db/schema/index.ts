/**
 * The one database schema for PGlite and PostgreSQL (docs/architecture.md §6), one file per feature. To change
 * it: edit or add the feature's file (and export it here), then `npx drizzle-kit generate --name
 * <change>` writes the SQL migration applied at start; commit both together.
 * Times are written from the server's injectable clock, never the database's `now()`.
 */
export * from './auth';
export * from './profile';
export * from './feedback';
export * from './coupons';
export * from './account';
export * from './collection';
export * from './orders';
export * from './ledger';
export * from './kyc';
export * from './jobs';
export * from './sandbox';
export * from './staff';
export * from './disputes';
export * from './sms';
export * from './budgets';
export * from './money-requests';
export * from './collections';
export * from './bureau';
export * from './collections-queue';
export * from './payment-plans';
export * from './portfolio';
export * from './pack';
export * from './credit';
export * from './staff-roles';
export * from './ussd';
