/**
 * Champion against challenger, and fairness at a glance (decision 0049): per country, policy
 * version, arm and score band, how many applied, the approval rate, the average limit approved, and
 * how the approved loans repaid early (first payment default; 30 days past due by day 60); and
 * approval rates by country, region and age band so a drift is seen. Only the policy's own
 * decisions count (a staff decision on a referral is not the policy's).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const DAY_MS = 86_400_000;

export interface PolicyRow {
  country: string;
  policyVersion: string;
  arm: string;
  band: number;
  applications: number;
  approved: number;
  avgLimit: number;
  /** Approved loans paid out whose first due day has passed, and those not repaid by it. */
  fpdSeen: number;
  fpd: number;
  /** Approved loans paid out 60 days ago or more, and those 30 days past due within them. */
  dpd30Seen: number;
  dpd30: number;
}

export interface GroupRow {
  country: string;
  region: string | null;
  ageBand: string | null;
  applications: number;
  approved: number;
}

const day = (column: string) => sql.raw(`floor(extract(epoch from ${column}) / 86400)`);

export async function comparePolicies(db: Db, now: number): Promise<PolicyRow[]> {
  const today = Math.floor(now / DAY_MS);
  const sixtyDaysAgo = new Date(now - 60 * DAY_MS).toISOString();
  const finished = day('o.finished_at');
  const paidOut = day('o.disbursed_at');
  const rows = await db.execute(sql`
    select d.country, d.policy_version as "policyVersion", d.arm, d.band,
      count(*)::int as applications,
      count(*) filter (where d.outcome = 'approve')::int as approved,
      coalesce(avg(d.limit_amount) filter (where d.outcome = 'approve'), 0)::float as "avgLimit",
      count(*) filter (where o.disbursed_at is not null and o.due_day < ${today})::int as "fpdSeen",
      count(*) filter (where o.disbursed_at is not null and o.due_day < ${today}
        and (o.finished_at is null or ${finished} > o.due_day))::int as fpd,
      count(*) filter (where o.disbursed_at <= ${sixtyDaysAgo}::timestamptz)::int as "dpd30Seen",
      count(*) filter (where o.disbursed_at <= ${sixtyDaysAgo}::timestamptz
        and o.due_day + 30 <= ${paidOut} + 60
        and (o.finished_at is null or ${finished} > o.due_day + 30))::int as dpd30
    from credit_decisions d join loan_orders o on o.id = d.order_id
    where d.decided_by = 'policy'
    group by d.country, d.policy_version, d.arm, d.band
    order by d.country, d.policy_version, d.arm, d.band`);
  return (rows as unknown as { rows: PolicyRow[] }).rows;
}

export async function approvalByGroup(db: Db): Promise<GroupRow[]> {
  const rows = await db.execute(sql`
    select country, region, age_band as "ageBand",
      count(*)::int as applications,
      count(*) filter (where outcome = 'approve')::int as approved
    from credit_decisions
    where decided_by = 'policy'
    group by grouping sets ((country), (country, region), (country, age_band))
    order by country, region nulls first, age_band nulls first`);
  return (rows as unknown as { rows: GroupRow[] }).rows;
}
