/**
 * Admin's day with staff in the console (decision 0048): onboarding a member with a role, a role
 * change that narrows access applied at once, one that raises it waiting for a second admin (never
 * the asker), the member's sessions ending when it applies, each step audited with before and
 * after, and every member's last sign-in.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../../src/server/db/schema';
import { setUpTestApp } from '../helpers';
import { signedInStaff, staffLogin, type StaffSession } from './staff-session';

const ctx = setUpTestApp();

const post = (url: string, session: StaffSession, payload: object = {}) =>
  ctx.t.app.inject({ method: 'POST', url: `/ops/api${url}`, headers: session.headers, payload });
const get = (url: string, session: StaffSession) =>
  ctx.t.app.inject({ url: `/ops/api${url}`, headers: session.headers });

const auditOf = (action: string) =>
  ctx.testDb.db.select().from(staffAudit).where(eq(staffAudit.action, action));

describe('staff roles in the console', () => {
  it('onboards a member, narrows a role at once, and raises one only with a second admin', async () => {
    const first = await signedInStaff(ctx, 'first@lender.test', 'admin');
    const second = await signedInStaff(ctx, 'second@lender.test', 'admin');

    // Onboarding: the new member's one-time password and authenticator secret are shown once.
    const invited = await post('/staff', first.session, {
      email: 'New.Member@lender.test',
      role: 'support',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const made = invited.json() as { staff: { id: number }; password: string; totpSecret: string };
    const member = await staffLogin(ctx.t.app, ctx.t.clock.now, {
      email: 'new.member@lender.test',
      password: made.password,
      totpSecret: made.totpSecret,
    });
    const staffList = (await get('/staff', first.session)).json() as {
      roles: string[];
      rows: { email: string; role: string; lastSignInAt: string | null }[];
    };
    expect(staffList.roles).toEqual(expect.arrayContaining(['support', 'finance', 'admin']));
    const row = (email: string) => staffList.rows.find((r) => r.email === email);
    expect(row('new.member@lender.test')).toMatchObject({
      role: 'support',
      lastSignInAt: new Date(ctx.t.clock.now()).toISOString(),
    });

    // Support to finance grants actions support lacks: it waits, and the asker cannot approve it.
    const asked = await post('/staff/role', first.session, {
      email: 'new.member@lender.test',
      role: 'finance',
    });
    expect(asked.json()).toEqual({ outcome: 'waiting', requestId: expect.any(Number) });
    const { requestId } = asked.json() as { requestId: number };
    expect((await get('/me', member)).statusCode).toBe(200);
    const again = await post('/staff/role', first.session, {
      email: 'new.member@lender.test',
      role: 'admin',
    });
    expect(again.json()).toEqual({ error: 'exists' });
    const pending = (await get('/staff/roles', second.session)).json() as {
      rows: { id: number; from: string; to: string; askedBy: string; mine: boolean }[];
    };
    expect(pending.rows).toEqual([
      expect.objectContaining({
        id: requestId,
        from: 'support',
        to: 'finance',
        askedBy: 'first@lender.test',
        mine: false,
      }),
    ]);
    expect((await post(`/staff/role/${requestId}/approve`, first.session)).json()).toEqual({
      error: 'ownRequest',
    });
    const approved = await post(`/staff/role/${requestId}/approve`, second.session);
    expect(approved.json()).toEqual({ status: 'approved', sessionsEnded: 1 });
    // The member's open console ends with the old role; their next request asks them to sign in.
    expect((await get('/me', member)).statusCode).toBe(401);
    expect((await post(`/staff/role/${requestId}/decline`, second.session)).json()).toEqual({
      error: 'notPending',
    });

    // A raise declined changes nothing (asked by the second admin, declined by the first).
    const raise = (
      await post('/staff/role', second.session, {
        email: 'new.member@lender.test',
        role: 'admin',
      })
    ).json() as { requestId: number };
    expect((await post(`/staff/role/${raise.requestId}/decline`, first.session)).json()).toEqual({
      status: 'declined',
      sessionsEnded: 0,
    });
    const last = (await get('/staff', first.session)).json() as typeof staffList;
    expect(last.rows.find((r) => r.email === 'new.member@lender.test')?.role).toBe('finance');

    // Admin to finance grants nothing new: one admin applies it at once, ending their sessions.
    const narrowed = await post('/staff/role', first.session, {
      email: 'second@lender.test',
      role: 'finance',
    });
    expect(narrowed.json()).toEqual({ outcome: 'changed', sessionsEnded: 1 });
    const after = (await get('/staff', first.session)).json() as typeof staffList;
    expect(after.rows.find((r) => r.email === 'second@lender.test')?.role).toBe('finance');
    expect((await get('/me', second.session)).statusCode).toBe(401);

    const target = `staff:${made.staff.id}`;
    expect((await auditOf('staff.role.request')).map((r) => [r.target, r.detail])).toEqual([
      [target, { from: 'support', to: 'finance', requestId }],
      [target, { from: 'finance', to: 'admin', requestId: raise.requestId }],
    ]);
    expect((await auditOf('staff.role.approve'))[0]).toMatchObject({
      staffId: second.account.id,
      detail: { from: 'support', to: 'finance', sessionsEnded: 1, askedBy: first.account.id },
    });
    expect((await auditOf('staff.role'))[0]).toMatchObject({
      target: `staff:${second.account.id}`,
      detail: { from: 'admin', to: 'finance', sessionsEnded: 1 },
    });
    expect(await auditOf('staff.role.decline')).toHaveLength(1);
  });

  it('refuses an unknown role, an unknown member and an admin changing their own role', async () => {
    const admin = await signedInStaff(ctx, 'admin@lender.test', 'admin');
    const answer = async (payload: object) =>
      (await post('/staff/role', admin.session, payload)).json() as unknown;
    expect(await answer({ email: 'admin@lender.test', role: 'support' })).toEqual({
      error: 'badInput',
    });
    expect(await answer({ email: 'nobody@lender.test', role: 'support' })).toEqual({
      error: 'notFound',
    });
    expect(await answer({ email: 'admin@lender.test', role: 'owner' })).toEqual({
      error: 'badInput',
    });
  });
});
