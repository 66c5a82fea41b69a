/**
 * The audit log as admin reads it in the console: filtered by action, member or the system's own
 * acts, searched in the detail and by day, newest first a page at a time, the filtered list as
 * CSV, acts without a member named as such, and the hash chain verified on demand.
 */
import { describe, expect, it } from 'vitest';
import { audit } from '../../../src/server/features/ops-console/audit';
import { aBorrower, anOrder, ANY_COUNTRY } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { signedInStaff, type StaffSession } from './staff-session';

const ctx = setUpTestApp();
const deps = () => ({ db: ctx.testDb.db, clock: ctx.t.clock.now });
const get = (url: string, session: StaffSession) =>
  ctx.t.app.inject({ url: `/ops/api${url}`, headers: session.headers });

interface Page {
  next: string | null;
  rows: { id: number; action: string; email: string | null; actor: string; detail: unknown }[];
}

describe('the audit in the console', () => {
  it('filters, searches, pages and exports, naming acts no member did', async () => {
    const admin = await signedInStaff(ctx, 'admin@lender.test', 'admin');
    await audit(
      deps(),
      admin.account.id,
      'writeoff.post',
      'order:TZ1',
      { amount: 4000, reason: 'estate has no assets' },
      null,
    );
    await audit(deps(), null, 'staff.add', 'staff:9', { role: 'support', by: 'cli' }, null);
    await audit(deps(), null, 'collections.promise', 'order:TZ2', { amount: 100 }, null);
    for (let i = 0; i < 55; i += 1)
      await audit(deps(), admin.account.id, 'order.view', `order:TZ${i}`, {}, null);

    const writeOffs = (await get('/audit?action=writeoff.', admin.session)).json() as Page;
    expect(writeOffs.rows.map((r) => [r.action, r.email, r.detail])).toEqual([
      ['writeoff.post', 'admin@lender.test', { amount: 4000, reason: 'estate has no assets' }],
    ]);
    const found = (await get('/audit?q=ESTATE', admin.session)).json() as Page;
    expect(found.rows.map((r) => r.action)).toEqual(['writeoff.post']);
    const system = (await get('/audit?staff=system', admin.session)).json() as Page;
    expect(system.rows.map((r) => [r.action, r.actor])).toEqual([
      ['collections.promise', 'system'],
      ['staff.add', 'cli'],
    ]);
    const byMember = (await get('/audit?staff=ADMIN@', admin.session)).json() as Page;
    expect(byMember.rows).toHaveLength(50);
    expect(byMember.rows.every((r) => r.email === 'admin@lender.test')).toBe(true);
    const second = (
      await get(`/audit?staff=admin@&cursor=${byMember.next ?? ''}`, admin.session)
    ).json() as Page;
    // 55 views, the write-off and the sign-in: 57 of the member's, 50 then 7.
    expect(second.rows).toHaveLength(7);
    expect(second.next).toBeNull();
    expect(Math.max(...second.rows.map((r) => r.id))).toBeLessThan(
      Math.min(...byMember.rows.map((r) => r.id)),
    );
    const today = new Date(ctx.t.clock.now()).toISOString().slice(0, 10);
    const yesterday = new Date(ctx.t.clock.now() - 86_400_000).toISOString().slice(0, 10);
    expect(((await get(`/audit?to=${yesterday}`, admin.session)).json() as Page).rows).toEqual([]);
    expect(
      ((await get(`/audit?from=${today}&to=${today}&action=staff.`, admin.session)).json() as Page)
        .rows,
    ).toHaveLength(1);

    const csv = await get('/audit?action=writeoff.&format=csv', admin.session);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,staff,action,target,detail,ip');
    expect(lines.slice(1).map((l) => l.split(',').slice(2).join(','))).toEqual([
      'admin@lender.test,writeoff.post,order:TZ1,amount: 4000; reason: estate has no assets,',
    ]);
    const exported = (await get('/audit?action=audit.export', admin.session)).json() as Page;
    expect(exported.rows[0]?.detail).toEqual({ query: { action: 'writeoff.' }, rows: 1 });
  });

  it("names the country of the loan or borrower a row names, for its amounts' currency", async () => {
    const admin = await signedInStaff(ctx, 'admin@lender.test', 'admin');
    const user = await aBorrower(ctx.testDb.db, { country: ANY_COUNTRY });
    const order = await anOrder(ctx.testDb.db, user, { amount: 50_000 });
    await audit(
      deps(),
      admin.account.id,
      'waiver.post',
      `order:${order.orderNo}`,
      { amount: 700 },
      null,
    );
    await audit(deps(), admin.account.id, 'flag.set', `user:${user.id}`, { kind: 'fraud' }, null);
    await audit(deps(), admin.account.id, 'staff.add', 'staff:9', { role: 'support' }, null);
    await audit(deps(), admin.account.id, 'order.view', 'order:NO-SUCH', {}, null);
    const page = (await get('/audit?q=%3A', admin.session)).json() as {
      rows: { target: string; country: string | null }[];
    };
    const countries = Object.fromEntries(page.rows.map((r) => [r.target, r.country]));
    expect(countries).toMatchObject({
      [`order:${order.orderNo}`]: ANY_COUNTRY,
      [`user:${user.id}`]: ANY_COUNTRY,
      'staff:9': null,
      'order:NO-SUCH': null,
    });
  });

  it('verifies the chain from the console', async () => {
    const admin = await signedInStaff(ctx, 'admin@lender.test', 'admin');
    const verdict = (await get('/audit/verify', admin.session)).json() as {
      ok: boolean;
      rows: number;
      anchors: number;
    };
    // Anchors are whatever the server has written by now (one at start where it keeps a file).
    expect(verdict).toMatchObject({ ok: true, anchors: expect.any(Number) as number });
    // The sign-in row at least; the verification is itself on the record afterwards.
    expect(verdict.rows).toBeGreaterThanOrEqual(1);
    const rows = (await get('/audit?action=audit.verify', admin.session)).json() as Page;
    expect(rows.rows[0]?.detail).toEqual({
      ok: true,
      rows: verdict.rows,
      anchors: verdict.anchors,
    });
  });
});
