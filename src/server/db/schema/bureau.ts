/**
 * Credit reporting and the borrower's rights (docs/decisions/0020-credit-bureau.md): the consent a
 * borrower gave to bureau reporting, the notices that must precede and follow a negative listing,
 * the files produced for the bureaus, and the disputes, complaints and correction requests a
 * borrower raised, each with its reference and deadlines.
 */
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Country } from '../../../shared/countries';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per borrower and version of the consent text they accepted. */
export const bureauConsents = pgTable(
  'bureau_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The order being applied for when it was given. */
    orderId: bigint('order_id', { mode: 'number' }),
    /** The version of the consent text (locales/<lang>/legal.json `bureauConsent.version`). */
    version: text('version').notNull(),
    /** The language the text was shown in. */
    lang: text('lang').notNull(),
    consentedAt: at('consented_at').notNull(),
  },
  (t) => [unique('bureau_consents_user_version').on(t.userId, t.version)],
);

/**
 * pre-listing: the notice before a negative listing; listed: after it; updated: paid; corrected:
 * the listing withdrawn after an upheld dispute (0026).
 */
export type BureauNoticeKind = 'pre-listing' | 'listed' | 'updated' | 'corrected';

/** A notice about a loan's bureau listing; its SMS in the outbox proves delivery. */
export const bureauNotices = pgTable(
  'bureau_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<BureauNoticeKind>().notNull(),
    /** The SMS that carried it: its delivery report is the proof. */
    outboxId: bigint('outbox_id', { mode: 'number' }),
    /** The arrears it announced (whole units). */
    amount: integer('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('bureau_notices_order_kind').on(t.orderId, t.kind),
    index('bureau_notices_user').on(t.userId),
  ],
);

/** A file produced for the bureaus: daily or monthly, one per country, period and day. */
export const bureauFiles = pgTable(
  'bureau_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    country: text('country').$type<Country>().notNull(),
    period: text('period').$type<'daily' | 'monthly'>().notNull(),
    /** The business day (days since epoch in the country's zone) it reports. */
    day: integer('day').notNull(),
    format: text('format').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    records: integer('records').notNull(),
    negative: integer('negative').notNull(),
    heldOut: integer('held_out').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('bureau_files_period_day').on(t.country, t.period, t.day)],
);

/** `access`: the borrower asked for a copy of the data held about them. */
export type RightsRequestKind = 'dispute' | 'complaint' | 'correction' | 'access';
export type RightsRequestStatus = 'open' | 'acknowledged' | 'resolved';
/** What staff found when closing a request: the register reports it per request. */
export const RIGHTS_OUTCOMES = ['upheld', 'rejected', 'corrected'] as const;
export type RightsRequestOutcome = (typeof RIGHTS_OUTCOMES)[number];

/** A dispute of bureau data, a complaint or a correction request, with its deadlines. */
export const rightsRequests = pgTable(
  'rights_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the borrower quotes: `D-`, `C-`, `R-` or `A-` and a number. */
    reference: text('reference').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }),
    country: text('country').$type<Country>().notNull(),
    kind: text('kind').$type<RightsRequestKind>().notNull(),
    /** The loan a dispute is about: held out of the bureau files until resolved. */
    orderId: bigint('order_id', { mode: 'number' }),
    body: text('body').notNull(),
    status: text('status').$type<RightsRequestStatus>().notNull(),
    createdAt: at('created_at').notNull(),
    ackDueAt: at('ack_due_at').notNull(),
    resolveDueAt: at('resolve_due_at').notNull(),
    acknowledgedAt: at('acknowledged_at'),
    /** The staff member who acknowledged it (0036). */
    acknowledgedBy: bigint('acknowledged_by', { mode: 'number' }),
    resolvedAt: at('resolved_at'),
    resolution: text('resolution'),
    /** Set with `resolvedAt` when staff close it (0029). */
    outcome: text('outcome').$type<RightsRequestOutcome>(),
    staffId: bigint('staff_id', { mode: 'number' }),
  },
  (t) => [
    index('rights_requests_open').on(t.status, t.resolveDueAt),
    index('rights_requests_user').on(t.userId),
  ],
);

/**
 * What a dispute closed upheld or corrected changed in the bureau files (0036): from then on the
 * loan is reported with the listing `after` instead of `before`, once per request.
 */
export const bureauCorrections = pgTable(
  'bureau_corrections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    country: text('country').$type<Country>().notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    /** The listing the books gave the loan when it was corrected, and the one reported since. */
    before: text('before').notNull(),
    after: text('after').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('bureau_corrections_request').on(t.requestId),
    index('bureau_corrections_order').on(t.orderId),
  ],
);

/** A bureau file marked submitted by compliance: to which bureau, the bureau's reference, by whom. */
export const bureauFileSubmissions = pgTable(
  'bureau_file_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    bureau: text('bureau').notNull(),
    reference: text('reference').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    submittedAt: at('submitted_at').notNull(),
  },
  (t) => [uniqueIndex('bureau_file_submissions_once').on(t.fileId, t.bureau)],
);
