/**
 * The console's comparison (decision 0049): per policy version, arm and band, the approval rate,
 * the average limit and early repayment (first payment default; 30 days past due by day 60), and
 * approval rates by country, region and age band, counted from the stored decisions and the loans.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders } from '../../../src/server/db/schema';
import {
  approvalByGroup,
  comparePolicies,
  decideApplication,
} from '../../../src/server/features/credit';
import { anApplication } from '../../support/factories';
import { setUpTestDb } from '../helpers';

const ctx = setUpTestDb();
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26, 9);

async function applied(birthYear: number, q1: string, q11: string, region: string) {
  const order = await anApplication(ctx.testDb.db, {
    country: 'TZ',
    forms: {
      personal: { inputBirthday: `15-06-${birthYear}`, state: region },
      questionnaire: { q1, q11 },
    },
    amount: 50_000,
    creditLimit: 60_000,
  });
  await decideApplication(ctx.testDb.db, order, 'TZ-CASH', NOW - 90 * DAY);
  return order;
}

/** Paid out `daysAgo` days ago, due 30 days later, finished `finishedAfterDue` days after it. */
async function repaid(orderId: number, daysAgo: number, finishedAfterDue: number | null) {
  const paidOut = NOW - daysAgo * DAY;
  const dueDay = Math.floor(paidOut / DAY) + 30;
  await ctx.testDb.db
    .update(loanOrders)
    .set({
      disbursedAt: new Date(paidOut),
      dueDay,
      finishedAt:
        finishedAfterDue === null ? null : new Date((dueDay + finishedAfterDue) * DAY + 3_600_000),
    })
    .where(eq(loanOrders.id, orderId));
}

describe('policy comparison', () => {
  it('counts approvals, limits and early repayment by policy and band', async () => {
    const onTime = await applied(1990, 'no', '0', 'Arusha');
    const late = await applied(1985, 'no', '0', 'Arusha');
    const never = await applied(2000, 'yes', '1', 'Mwanza');
    await applied(1990, 'yes', '5', 'Mwanza'); // declined: overdue loans elsewhere
    await repaid(onTime.id, 90, 0); // repaid on its due day
    await repaid(late.id, 90, 10); // 10 days late: a first payment default, not 30 dpd
    await repaid(never.id, 90, null); // never repaid: both
    const rows = await comparePolicies(ctx.testDb.db, NOW);
    // The declined applicant scored into the approve band too (600), but a knock-out fired.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      country: 'TZ',
      arm: 'champion',
      band: 3,
      applications: 4,
      approved: 3,
      avgLimit: 60_000,
      fpdSeen: 3,
      fpd: 2,
      dpd30Seen: 3,
      dpd30: 1,
    });
  });

  it('gives approval rates by country, region and age band', async () => {
    await applied(1990, 'no', '0', 'Arusha');
    await applied(2000, 'no', '0', 'Arusha');
    await applied(1990, 'yes', '5', 'Mwanza');
    const groups = await approvalByGroup(ctx.testDb.db);
    expect(groups).toEqual(
      expect.arrayContaining([
        { country: 'TZ', region: null, ageBand: null, applications: 3, approved: 2 },
        { country: 'TZ', region: 'Arusha', ageBand: null, applications: 2, approved: 2 },
        { country: 'TZ', region: 'Mwanza', ageBand: null, applications: 1, approved: 0 },
        { country: 'TZ', region: null, ageBand: '35-44', applications: 2, approved: 1 },
        { country: 'TZ', region: null, ageBand: '25-34', applications: 1, approved: 1 },
      ]),
    );
  });
});
