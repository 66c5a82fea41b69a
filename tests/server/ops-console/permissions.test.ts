/**
 * Every console route × every staff role: 403 exactly when the role lacks the route's action; and
 * a borrower's token (or no session at all) gets 401 from every /ops/api route, known or not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  may,
  STAFF_ROLES,
  type StaffAction,
} from '../../../src/server/features/ops-console/permissions';
import { setUpTestApp, signIn } from '../helpers';
import { makeStaff, staffLogin, type StaffSession } from './staff-session';

interface RouteCase {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly action: StaffAction | 'session';
  readonly payload?: Record<string, unknown>;
}

/** Every route the console serves (sign-in aside), each with the action it needs. */
export const ROUTES: readonly RouteCase[] = [
  { method: 'GET', url: '/ops/api/me', action: 'session' },
  { method: 'GET', url: '/ops/api/borrowers?q=0712345678', action: 'book.read' },
  { method: 'GET', url: '/ops/api/borrowers/1', action: 'book.read' },
  {
    method: 'GET',
    url: '/ops/api/borrowers/1/images/0123456789abcdef01234567',
    action: 'images.view',
  },
  { method: 'GET', url: '/ops/api/orders?status=2,3', action: 'book.read' },
  { method: 'GET', url: '/ops/api/orders?format=csv', action: 'book.read' },
  { method: 'GET', url: '/ops/api/orders/TZ0001', action: 'book.read' },
  { method: 'GET', url: '/ops/api/audit', action: 'audit.read' },
  { method: 'GET', url: '/ops/api/audit?format=csv&staff=system', action: 'audit.read' },
  { method: 'GET', url: '/ops/api/audit/verify', action: 'audit.read' },
  { method: 'GET', url: '/ops/api/staff/roles', action: 'staff.manage' },
  {
    method: 'POST',
    url: '/ops/api/staff/role',
    action: 'staff.manage',
    payload: { email: 'nobody@lender.test', role: 'support' },
  },
  { method: 'POST', url: '/ops/api/staff/role/1/approve', action: 'staff.manage' },
  { method: 'POST', url: '/ops/api/staff/role/1/decline', action: 'staff.manage' },
  { method: 'GET', url: '/ops/api/bureau/files', action: 'bureau.read' },
  { method: 'GET', url: '/ops/api/bureau/files/1', action: 'bureau.read' },
  { method: 'GET', url: '/ops/api/bureau/notices?delivered=no', action: 'bureau.read' },
  { method: 'GET', url: '/ops/api/bureau/files/1/download', action: 'bureau.submit' },
  {
    method: 'POST',
    url: '/ops/api/bureau/files/1/submitted',
    action: 'bureau.submit',
    payload: { bureau: 'Creditinfo Tanzania', reference: 'CI-2026-001' },
  },
  { method: 'GET', url: '/ops/api/proofs', action: 'proofs.review' },
  { method: 'GET', url: '/ops/api/proofs/1/image', action: 'proofs.review' },
  {
    method: 'POST',
    url: '/ops/api/proofs/1/approve',
    action: 'proofs.review',
    payload: { amount: 1 },
  },
  {
    method: 'POST',
    url: '/ops/api/proofs/1/reject',
    action: 'proofs.review',
    payload: { reason: 'unreadable' },
  },
  {
    method: 'POST',
    url: '/ops/api/orders/TZ0001/waiver',
    action: 'waiver.post',
    payload: { amount: 1, reason: 'x' },
  },
  {
    method: 'POST',
    url: '/ops/api/orders/TZ0001/write-off',
    action: 'writeoff.post',
    payload: { reason: 'x' },
  },
  {
    method: 'POST',
    url: '/ops/api/orders/TZ0001/refund',
    action: 'refund.post',
    payload: { reason: 'x' },
  },
  { method: 'GET', url: '/ops/api/referrals', action: 'referrals.review' },
  { method: 'POST', url: '/ops/api/referrals/TZ0001/approve', action: 'referrals.review' },
  {
    method: 'POST',
    url: '/ops/api/referrals/TZ0001/reject',
    action: 'referrals.review',
    payload: { reason: 'x', reapplyOn: '2026-12-01' },
  },
  { method: 'GET', url: '/ops/api/disputes', action: 'reconcile.run' },
  {
    method: 'POST',
    url: '/ops/api/disputes/1/resolve',
    action: 'reconcile.run',
    payload: { resolution: 'checked' },
  },
  { method: 'GET', url: '/ops/api/reconciliation', action: 'reconcile.run' },
  { method: 'GET', url: '/ops/api/feedback', action: 'feedback.reply' },
  { method: 'GET', url: '/ops/api/feedback/1', action: 'feedback.reply' },
  { method: 'POST', url: '/ops/api/feedback/1', action: 'feedback.reply', payload: { status: 2 } },
  { method: 'GET', url: '/ops/api/staff', action: 'staff.manage' },
  {
    method: 'POST',
    url: '/ops/api/staff',
    action: 'staff.manage',
    payload: { email: 'bad', role: 'x' },
  },
  { method: 'GET', url: '/ops/api/collections/queue?country=TZ', action: 'collections.read' },
  { method: 'GET', url: '/ops/api/collections/collectors', action: 'collections.assign' },
  {
    method: 'POST',
    url: '/ops/api/collections/assign',
    action: 'collections.assign',
    payload: { country: 'TZ' },
  },
  {
    method: 'GET',
    url: '/ops/api/collections/loans/TZ0001/contacts',
    action: 'collections.read',
  },
  {
    method: 'POST',
    url: '/ops/api/collections/loans/TZ0001/contacts',
    action: 'collections.contact',
    payload: { outcome: 'reached', note: 'spoke' },
  },
  { method: 'GET', url: '/ops/api/rights-requests', action: 'rights.read' },
  {
    method: 'GET',
    url: '/ops/api/rights-requests/register.csv?from=2026-01-01&to=2026-01-31',
    action: 'rights.read',
  },
  {
    method: 'POST',
    url: '/ops/api/rights-requests/1/close',
    action: 'rights.close',
    payload: { outcome: 'upheld', response: 'x' },
  },
];

const ctx = setUpTestApp({ perTest: false, reset: false });
const sessions = new Map<string, StaffSession>();

beforeAll(async () => {
  for (const role of STAFF_ROLES) {
    const account = await makeStaff(
      { db: ctx.testDb.db, clock: ctx.t.clock.now },
      `${role}@lender.test`,
      role,
    );
    sessions.set(role, await staffLogin(ctx.t.app, ctx.t.clock.now, account));
  }
});

const send = (route: RouteCase, headers: Record<string, string>) =>
  ctx.t.app.inject({ method: route.method, url: route.url, headers, payload: route.payload });

describe('console permissions', () => {
  for (const role of STAFF_ROLES)
    for (const route of ROUTES)
      it(`${role} ${route.method} ${route.url}`, async () => {
        const session = sessions.get(role);
        if (!session) throw new Error('no session');
        const res = await send(route, session.headers);
        const allowed = route.action === 'session' || may(role, route.action);
        if (allowed) expect([401, 403]).not.toContain(res.statusCode);
        else expect(res.json()).toEqual({ error: 'forbidden' });
        if (!allowed) expect(res.statusCode).toBe(403);
      });

  it('refuses a borrower token, with or without a guessed CSRF header, on every route', async () => {
    const token = await signIn(ctx.t, '0712345678');
    for (const route of [
      ...ROUTES,
      { method: 'GET', url: '/ops/api/nothing-here', action: 'session' } as const,
    ]) {
      const tries: Record<string, string>[] = [
        { authorization: token },
        { authorization: `Bearer ${token}`, 'x-csrf-token': 'x' },
        {},
      ];
      for (const headers of tries) {
        const res = await send(route, headers);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json()).toEqual({ error: 'unauthenticated' });
      }
    }
  });

  it('tells each role the actions it may take, so the console offers only those pages', async () => {
    const routed = new Set(ROUTES.map((r) => r.action).filter((a) => a !== 'session'));
    for (const role of STAFF_ROLES) {
      const me = await send(ROUTES[0]!, sessions.get(role)?.headers ?? {});
      const { actions } = me.json() as { actions: string[] };
      for (const action of routed)
        expect(actions.includes(action), `${role} ${action}`).toBe(
          may(role, action as StaffAction),
        );
    }
  });

  it('answers an unknown console route 404 only to staff', async () => {
    const res = await send(
      { method: 'GET', url: '/ops/api/nothing-here', action: 'session' },
      sessions.get('support')?.headers ?? {},
    );
    expect(res.statusCode).toBe(404);
  });
});
