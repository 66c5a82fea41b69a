/**
 * Maker-checker for money staff move: a proof's overpayment, a waiver, a write-off or a
 * staff refund above the maker's limit (schemas/<cc>/staff-limits.json) is a request here, booked
 * only when a second member of another role approves it. The maker never checks their own.
 */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../domain/staff-permissions';
import type { ActKind } from '../../domain/staff-windows';
import { loanOrders } from './orders';
import { staff } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type MoneyRequestKind = 'proof' | 'waiver' | 'writeOff' | 'refund';
export type MoneyRequestStatus = 'pending' | 'approved' | 'rejected';

export const moneyRequests = pgTable(
  'money_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<MoneyRequestKind>().notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    /** What would be booked, in minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    makerId: bigint('maker_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    makerRole: text('maker_role').$type<StaffRole>().notNull(),
    reason: text('reason').notNull(),
    /** What the checker looks at: the proof's file, its payment order, the maker's figures. */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<MoneyRequestStatus>().notNull().default('pending'),
    checkerId: bigint('checker_id', { mode: 'number' }).references(() => staff.id),
    checkerNote: text('checker_note'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    /** One request per thing asked for (a proof's overpayment is asked once). */
    idemKey: text('idem_key').notNull().unique(),
  },
  (t) => [
    index('money_requests_status').on(t.status, t.createdAt),
    index('money_requests_order').on(t.orderId),
  ],
);

export type StaffActKind = ActKind;

/**
 * What a member booked alone (no checker), counted by the windows of staff-limits.json: on the
 * loan, by the member over a day, for the borrower over the country's window (decision 0039).
 * Ids only: an erased account's acts still count and name nobody.
 */
export const staffMoneyActs = pgTable(
  'staff_money_acts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<StaffActKind>().notNull(),
    /** Minor units, > 0. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('staff_money_acts_member').on(t.staffId, t.at),
    index('staff_money_acts_borrower').on(t.userId, t.at),
    index('staff_money_acts_loan').on(t.orderId, t.kind),
  ],
);
