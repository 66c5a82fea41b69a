/**
 * Flags and the portfolio in the console: a flag put by staff stops a borrower's application through the app's
 * API, is on the audit log with its reason, and once lifted lets them apply; the portfolio report
 * and its CSV are finance's alone, and an export is audited.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit, users } from '../../../src/server/db/schema';
import { codes } from '../../../src/shared/contract/codes';
import { call, setUpTestApp, signIn } from '../helpers';
import { seedBook } from '../portfolio/seeded-book';
import { signedInStaff } from './staff-session';

const ctx = setUpTestApp();

const apply = (token: string) =>
  call(ctx.t.app, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, { token });

describe('borrower flags', () => {
  it('a fraud flag refuses a new application until it is lifted, each step audited', async () => {
    const token = await signIn(ctx.t, '0715600101');
    const [user] = await ctx.testDb.db.select().from(users);
    const { session } = await signedInStaff(ctx, 'care@lender.test', 'support');
    const post = (url: string, payload: Record<string, unknown>) =>
      ctx.t.app.inject({ method: 'POST', url, headers: session.headers, payload });
    const base = `/ops/api/borrowers/${user!.id}/flags`;

    expect((await post(base, { kind: 'rich', reason: 'no such kind' })).statusCode).toBe(400);
    expect((await post(base, { kind: 'fraud', reason: ' ' })).statusCode).toBe(400);
    const put = await post(base, { kind: 'fraud', reason: 'ID photo of another person' });
    expect(put.statusCode, put.body).toBe(200);
    expect((await post(base, { kind: 'fraud', reason: 'again' })).json()).toEqual({
      error: 'alreadyFlagged',
    });

    const refused = await apply(token);
    expect(refused.json().code).toBe(codes.applicationUnavailable.code);
    expect(refused.statusCode).toBe(codes.applicationUnavailable.http);
    const trail = await ctx.testDb.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'flag.put'), eq(staffAudit.target, `user:${user!.id}`)));
    expect(trail[0]?.detail).toEqual({ kind: 'fraud', reason: 'ID photo of another person' });

    const flagId = (put.json() as { id: number }).id;
    const lift = await post(`${base}/${flagId}/lift`, { reason: 'identity confirmed in branch' });
    expect(lift.statusCode, lift.body).toBe(200);
    expect((await post(`${base}/${flagId}/lift`, { reason: 'twice' })).statusCode).toBe(404);
    expect((await apply(token)).json().code).toBe(0);
    const list = await ctx.t.app.inject({ method: 'GET', url: base, headers: session.headers });
    expect(list.json().rows).toMatchObject([
      { kind: 'fraud', liftReason: 'identity confirmed in branch' },
    ]);
  });

  it('a do-not-contact flag leaves applying open', async () => {
    const token = await signIn(ctx.t, '0715600102');
    const [user] = await ctx.testDb.db.select().from(users);
    const { session } = await signedInStaff(ctx, 'collect@lender.test', 'collections');
    const put = await ctx.t.app.inject({
      method: 'POST',
      url: `/ops/api/borrowers/${user!.id}/flags`,
      headers: session.headers,
      payload: { kind: 'doNotContact', reason: 'asked us in writing' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await apply(token)).json().code).toBe(0);
  });
});

describe('the portfolio report in the console', () => {
  it('is finance’s: collections is refused, finance reads it and exports it, audited', async () => {
    await seedBook(ctx.testDb.db);
    const url = '/ops/api/portfolio?country=TZ&day=2026-01-14';
    const collector = await signedInStaff(ctx, 'c@lender.test', 'collections');
    const get = (u: string, headers: Record<string, string>) =>
      ctx.t.app.inject({ method: 'GET', url: u, headers });
    expect((await get(url, collector.session.headers)).statusCode).toBe(403);

    const { session } = await signedInStaff(ctx, 'f@lender.test', 'finance');
    const res = await get(url, session.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ country: 'TZ', day: '2026-01-14', currency: 'TZS' });
    const refused = async (query: string) => {
      const bad = await get(`/ops/api/portfolio?${query}`, session.headers);
      return [bad.statusCode, bad.json()];
    };
    const badInput = [400, { error: 'badInput' }];
    expect(await refused('country=XX')).toEqual(badInput);
    expect(await refused('day=2026-02-30')).toEqual(badInput);
    // A day not yet over has no figures: refused, not answered with zeros.
    expect(await refused('day=2099-01-01')).toEqual(badInput);

    const csv = await get(`${url}&format=csv`, session.headers);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('country,currency,day,product,section,item,value');
    expect(lines).toContain('TZ,TZS,2026-01-14,TZ-CASH,flows,disbursed.month,10000');
    const exports = await ctx.testDb.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'portfolio.export'));
    expect(exports).toHaveLength(1);
  });
});
