/**
 * The book's date filter: a day starts at midnight on the order's country's calendar
 * (its `timeZone`), not at one zone's midnight for every country: an order made at 00:30 local
 * on the 20th is in `from=…20`, one made at 23:30 local on the 19th is not.
 */
import { describe, expect, it } from 'vitest';
import { startOfBusinessDay } from '../../../src/server/domain/business-date';
import { calendarDay } from '../../../src/server/features/ops-console/calendar-day';
import { aBorrower, anOrder, ANY_COUNTRY } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { signedInStaff } from './staff-session';

const ctx = setUpTestApp();
const MINUTE = 60_000;

describe('book date filter', () => {
  it('cuts days at the country’s own midnight', async () => {
    const midnight = startOfBusinessDay(calendarDay('2026-01-20')!, ANY_COUNTRY);
    const user = await aBorrower(ctx.testDb.db);
    const late = await anOrder(ctx.testDb.db, user, {
      status: 4,
      createdAt: new Date(midnight - 30 * MINUTE),
    });
    const early = await anOrder(ctx.testDb.db, user, {
      createdAt: new Date(midnight + 30 * MINUTE),
    });
    const { session } = await signedInStaff(ctx, 'care@lender.test', 'support');
    const list = async (query: string) =>
      (
        (
          await ctx.t.app.inject({
            method: 'GET',
            url: `/ops/api/orders?${query}`,
            headers: session.headers,
          })
        ).json() as { rows: { orderNo: string }[] }
      ).rows.map((r) => r.orderNo);
    expect(await list('from=2026-01-20')).toEqual([early.orderNo]);
    expect(await list('to=2026-01-20')).toEqual([late.orderNo]);
    expect((await list('from=2026-01-19')).sort()).toEqual([early.orderNo, late.orderNo].sort());
  });
});
