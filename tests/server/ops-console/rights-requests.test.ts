/**
 * Borrowers' rights requests in the console (0026, staff side): the open ones by answer deadline
 * with masked numbers and days left on the server's clock; acknowledging one (who and when,
 * audited, once); closing one with an outcome, audited, once; roles without the permission
 * refused; and the complaints register as CSV.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rightsRequests, staffAudit } from '../../../src/server/db/schema';
import { insertRequest } from '../../../src/server/features/bureau/rights-repo';
import { DAY_MS } from '../../../src/shared/business-calendar';
import { setUpTestApp, signIn } from '../helpers';
import { api } from '../loan/steps';
import { signedInStaff } from './staff-session';

const ctx = setUpTestApp({ dataDir: true });

const staffOf = async (email: string, role: string) => {
  const { session, account } = await signedInStaff(ctx, email, role);
  const { headers } = session;
  const get = (url: string) => ctx.t.app.inject({ method: 'GET', url: `/ops/api${url}`, headers });
  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url: `/ops/api${url}`, headers, payload });
  return { get, post, id: account.id };
};

type Row = { id: number; reference: string; mobile: string; daysLeft: number; overdue: boolean };

/** A complaint filed through the borrower API, and two requests stored with chosen deadlines. */
async function filedRequests() {
  const token = await signIn(ctx.t, '0712345678');
  const complaint = await api(
    ctx.t,
    'rightsRequestCreate',
    { kind: 'complaint', body: 'The agent called me at night' },
    token,
  );
  const [stored] = await ctx.testDb.db
    .select()
    .from(rightsRequests)
    .where(eq(rightsRequests.reference, complaint.reference));
  const now = ctx.t.clock.now();
  const other = (reference: string, kind: 'dispute' | 'access', filed: number, due: number) =>
    insertRequest(ctx.testDb.db, {
      reference,
      userId: stored?.userId ?? null,
      country: 'TZ',
      kind,
      body: 'Please look into it',
      status: 'open',
      createdAt: new Date(now + filed * DAY_MS),
      ackDueAt: new Date(now + filed * DAY_MS),
      resolveDueAt: new Date(now + due * DAY_MS),
    });
  // Filed 20 days ago, due 5 days ago: overdue. Filed 2 days ago, due in 5 days.
  await other('D-10000001', 'dispute', -20, -5);
  await other('A-10000002', 'access', -2, 5);
  return { complaint: complaint.reference, token };
}

const audited = (action: string) =>
  ctx.testDb.db.select().from(staffAudit).where(eq(staffAudit.action, action));

describe('rights requests in the console', () => {
  it('lists open requests by deadline, closes one once, audited, and refuses other roles', async () => {
    const { complaint, token } = await filedRequests();
    const finance = await staffOf('fin@lender.test', 'finance');
    const support = await staffOf('care@lender.test', 'support');
    const collector = await staffOf('coll@lender.test', 'collections');

    const listed = await support.get('/rights-requests');
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = (listed.json() as { rows: Row[] }).rows;
    expect(rows.map((r) => [r.reference, r.daysLeft, r.overdue])).toEqual([
      ['D-10000001', -5, true],
      ['A-10000002', 5, false],
      [complaint, 30, false],
    ]);
    for (const row of rows) expect(row.mobile).toMatch(/^\+\*+78$/);
    const maybe = await support.get('/rights-requests?status=maybe');
    expect([maybe.statusCode, maybe.json()]).toEqual([400, { error: 'badInput' }]);
    expect((await collector.get('/rights-requests')).statusCode).toBe(403);

    const id = rows[0]?.id ?? 0;
    const answer = { outcome: 'corrected', response: 'The listing was corrected at the bureau.' };
    expect((await support.post(`/rights-requests/${id}/close`, answer)).statusCode).toBe(403);
    const short = await finance.post(`/rights-requests/${id}/close`, { ...answer, response: 'ok' });
    expect([short.statusCode, short.json()]).toEqual([400, { error: 'badInput' }]);
    const odd = await finance.post(`/rights-requests/${id}/close`, { ...answer, outcome: 'meh' });
    expect(odd.statusCode).toBe(400);
    expect((await audited('rights.close')).length).toBe(0);

    const closed = await finance.post(`/rights-requests/${id}/close`, answer);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ reference: 'D-10000001', outcome: 'corrected' });
    const again = await finance.post(`/rights-requests/${id}/close`, {
      outcome: 'rejected',
      response: 'A second answer must not replace the first.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'alreadyClosed' });
    const unknown = await finance.post('/rights-requests/999999/close', answer);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'notFound' }]);

    const [row] = await ctx.testDb.db
      .select()
      .from(rightsRequests)
      .where(eq(rightsRequests.id, id));
    expect(row).toMatchObject({ status: 'resolved', outcome: 'corrected' });
    expect(row?.resolution).toBe(answer.response);
    const trail = await audited('rights.close');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ target: `rights:${id}` });
    expect(trail[0]?.detail).toMatchObject({ reference: 'D-10000001', outcome: 'corrected' });
    // The borrower reads the decision and the answer in their own list.
    const mine = await api(ctx.t, 'rightsRequestList', {}, token);
    expect(mine.list.find((r) => r.reference === 'D-10000001')).toMatchObject({
      status: 'resolved',
      outcome: 'corrected',
      resolution: answer.response,
    });

    const open = (await support.get('/rights-requests?status=open')).json() as { rows: Row[] };
    expect(open.rows.map((r) => r.reference)).toEqual(['A-10000002', complaint]);
    const done = (await support.get('/rights-requests?status=closed')).json() as { rows: Row[] };
    expect(done.rows.map((r) => r.reference)).toEqual(['D-10000001']);
  });

  it('acknowledges a request once, audited, by its deadline from country data', async () => {
    const { complaint, token } = await filedRequests();
    const support = await staffOf('care@lender.test', 'support');
    const finance = await staffOf('fin@lender.test', 'finance');
    const collector = await staffOf('coll@lender.test', 'collections');
    const { rows } = (await support.get('/rights-requests')).json() as {
      rows: (Row & { filedAt: string; ackDueAt: string; acknowledgedAt?: string })[];
    };
    const filed = rows.find((r) => r.reference === complaint);
    if (!filed) throw new Error('complaint not listed');
    // Tanzania acknowledges within 2 working days (country data): filed Thursday, due Monday.
    expect(new Date(filed.filedAt).getUTCDay()).toBe(4);
    expect(Date.parse(filed.ackDueAt) - Date.parse(filed.filedAt)).toBe(4 * DAY_MS);
    expect(filed.acknowledgedAt).toBeUndefined();

    const url = `/rights-requests/${filed.id}/acknowledge`;
    expect((await collector.post(url, {})).statusCode).toBe(403);
    ctx.t.clock.advance(60_000);
    const done = await support.post(url, {});
    expect(done.statusCode, done.body).toBe(200);
    const at = new Date(ctx.t.clock.now()).toISOString();
    expect(done.json()).toMatchObject({ status: 'acknowledged', acknowledgedAt: at });
    // A second acknowledgement keeps the first: same time, same staff, one audit row.
    ctx.t.clock.advance(60_000);
    const again = await finance.post(url, {});
    expect([again.statusCode, again.json().acknowledgedAt]).toEqual([200, at]);
    const [stored] = await ctx.testDb.db
      .select()
      .from(rightsRequests)
      .where(eq(rightsRequests.id, filed.id));
    expect(stored).toMatchObject({ status: 'acknowledged', acknowledgedBy: support.id });
    const trail = await audited('rights.acknowledge');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ staffId: support.id, target: `rights:${filed.id}` });
    expect(trail[0]?.detail).toEqual({ reference: complaint, late: false });

    // The borrower reads when it was acknowledged; an acknowledged request can still be closed.
    const mine = await api(ctx.t, 'rightsRequestList', {}, token);
    expect(mine.list.find((r) => r.reference === complaint)?.acknowledgedAt).toBe(
      Math.floor(Date.parse(at) / 1000),
    );
    const answer = { outcome: 'upheld', response: 'We apologise; the agent was told to stop.' };
    expect((await finance.post(`/rights-requests/${filed.id}/close`, answer)).statusCode).toBe(200);
    const closed = await support.post(url, {});
    expect([closed.statusCode, closed.json()]).toEqual([409, { error: 'alreadyClosed' }]);
    const unknown = await support.post('/rights-requests/999999/acknowledge', {});
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'notFound' }]);
  });

  it('exports the complaints register of a date range as CSV', async () => {
    const { complaint } = await filedRequests();
    const finance = await staffOf('fin@lender.test', 'finance');
    const support = await staffOf('care@lender.test', 'support');
    const { rows } = (await support.get('/rights-requests')).json() as { rows: Row[] };
    const late = rows.find((r) => r.reference === 'D-10000001');
    const answer = { outcome: 'upheld', response: 'Our agent was told to stop.' };
    await finance.post(`/rights-requests/${late?.id ?? 0}/close`, answer);

    const day = (offset: number) =>
      new Date(ctx.t.clock.now() + offset * DAY_MS).toISOString().slice(0, 10);
    const res = await support.get(`/rights-requests/register.csv?from=${day(-30)}&to=${day(0)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('reference,kind,filed,deadline,closed,outcome,met_deadline');
    const cells = lines.slice(1).map((l) => l.split(','));
    expect(cells.map((c) => [c[0], c[1], c[5], c[6]])).toEqual([
      ['D-10000001', 'dispute', 'upheld', 'missed'],
      ['A-10000002', 'access', '', 'pending'],
      [complaint, 'complaint', '', 'pending'],
    ]);
    expect(cells[0]?.[4]).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Only what was filed in the range: the last 3 days hold the access request and complaint.
    const recent = await support.get(`/rights-requests/register.csv?from=${day(-3)}&to=${day(0)}`);
    expect(recent.body.trim().split('\r\n')).toHaveLength(3);
    const bad = await support.get('/rights-requests/register.csv?from=2026-02-30&to=2026-03-01');
    // Refused in the console's JSON body, not as a CSV file.
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: 'badInput' }]);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    const collector = await staffOf('coll@lender.test', 'collections');
    const refused = await collector.get(
      `/rights-requests/register.csv?from=${day(-3)}&to=${day(0)}`,
    );
    expect(refused.statusCode).toBe(403);
  });
});
