/**
 * Every bucket of the collections queue through a real URL: the console's own query builder
 * writes it, a listening server parses it, and each bucket answers exactly its loan. "91+" sent
 * bare (its "+" read as a space) is refused rather than answered "nothing overdue".
 */
import { describe, expect, it } from 'vitest';
import { queuePath } from '../../../src/ops/collections-query';
import { bucketNames } from '../../../src/server/domain/delinquency';
import { calendarDay } from '../../../src/server/features/ops-console/calendar-day';
import { closeBusinessDays } from '../../../src/server/features/portfolio';
import { productOf } from '../../../src/server/features/products';
import { aBookedLoan } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { signedInStaff } from './staff-session';

const ctx = setUpTestApp();
const COUNTRY = 'TZ';
const BOOKED = Date.parse('2025-06-01T09:00:00+03:00');

/** A due date for each overdue bucket, filed at the close of 2026-01-14. */
const DUE_BY_BUCKET: Record<string, string> = {
  '1-7': '2026-01-10',
  '8-30': '2025-12-25',
  '31-60': '2025-11-30',
  '61-90': '2025-10-31',
  '91+': '2025-09-08',
};

describe('collections buckets through the URL', () => {
  it('answers each bucket with its own loan, and refuses a bucket the product does not name', async () => {
    const names = bucketNames(productOf(COUNTRY).delinquencyBuckets).filter((b) => b !== 'current');
    expect([...names].sort()).toEqual(Object.keys(DUE_BY_BUCKET).sort());
    const orderOf = new Map<string, string>();
    for (const [bucket, due] of Object.entries(DUE_BY_BUCKET)) {
      const loan = await aBookedLoan(ctx.testDb.db, {
        amount: 10_000,
        now: BOOKED,
        order: { country: COUNTRY, dueDay: calendarDay(due) },
      });
      orderOf.set(bucket, loan.orderNo);
    }
    await closeBusinessDays({ db: ctx.testDb.db, clock: ctx.t.clock.now });
    const { session } = await signedInStaff(ctx, 'lead@lender.test', 'collections');
    const base = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    const get = (path: string) =>
      fetch(`${base}/ops/api${path}`, { headers: { cookie: session.cookie } });

    const listed = (await (
      await get(queuePath({ country: COUNTRY, bucket: '', assignee: '' }))
    ).json()) as {
      buckets: string[];
      rows: { orderNo: string }[];
    };
    expect(listed.buckets).toEqual(names);
    expect(listed.rows).toHaveLength(names.length);
    for (const bucket of listed.buckets) {
      const res = await get(queuePath({ country: COUNTRY, bucket, assignee: '' }));
      expect(res.status, bucket).toBe(200);
      const body = (await res.json()) as { rows: { orderNo: string; bucket: string }[] };
      expect(
        body.rows.map((r) => [r.bucket, r.orderNo]),
        bucket,
      ).toEqual([[bucket, orderOf.get(bucket)]]);
    }

    const bare = await get(`/collections/queue?country=${COUNTRY}&bucket=91+`);
    expect([bare.status, await bare.json()]).toEqual([400, { error: 'badInput' }]);
  });
});
