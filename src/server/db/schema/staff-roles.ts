/**
 * Role changes waiting for a second admin (decision 0048) and the rails' float readings over time
 * (migration 0046).
 */
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '../../domain/staff-permissions';
import { staff } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type RoleRequestStatus = 'pending' | 'approved' | 'declined';

/** A role change that raises access: applied only when another admin approves it. */
export const staffRoleRequests = pgTable(
  'staff_role_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    fromRole: text('from_role').$type<StaffRole>().notNull(),
    toRole: text('to_role').$type<StaffRole>().notNull(),
    askedBy: bigint('asked_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    askedAt: at('asked_at').notNull(),
    status: text('status').$type<RoleRequestStatus>().notNull().default('pending'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('staff_role_requests_pending')
      .on(t.staffId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One reading of a rail's float (whole units), as the float schedule or a payout left it. */
export const railFloatReadings = pgTable(
  'rail_float_readings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rail: text('rail').notNull(),
    available: bigint('available', { mode: 'number' }).notNull(),
    readAt: at('read_at').notNull(),
  },
  (t) => [index('rail_float_readings_rail').on(t.rail, t.readAt)],
);
