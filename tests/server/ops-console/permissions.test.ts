/**
 * Every console route × every staff role: 403 exactly when the role lacks the route's action; and
 * a borrower's token (or no session at all) gets 401 from every /ops/api route, known or not. The
 * routes and their actions are the server's own (registered-routes.ts): a route added without a
 * case here, or without an action, fails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  may,
  STAFF_ROLES,
  type StaffAction,
} from '../../../src/server/features/ops-console/permissions';
import { setUpTestApp, signIn } from '../helpers';
import { ROUTE_CASES, type RouteCase } from './permission-cases';
import { answers, registeredOpsRoutes, type RegisteredRoute } from './registered-routes';
import { makeStaff, staffLogin, type StaffSession } from './staff-session';

const ctx = setUpTestApp({ perTest: false, reset: false });
const sessions = new Map<string, StaffSession>();
/** The console's routes as registered, the catch-alls that answer unknown paths aside. */
let routes: RegisteredRoute[] = [];

const signedIn = async (email: string, role: string) =>
  staffLogin(
    ctx.t.app,
    ctx.t.clock.now,
    await makeStaff({ db: ctx.testDb.db, clock: ctx.t.clock.now }, email, role),
  );

beforeAll(async () => {
  const server = {
    config: ctx.t.config,
    db: ctx.testDb.db,
    clock: ctx.t.clock.now,
    sms: ctx.t.sms,
    log: ctx.t.app.log,
  };
  routes = (await registeredOpsRoutes(server)).filter(
    (r) => r.url !== '/ops/api' && r.url !== '/ops/api/*',
  );
  for (const role of STAFF_ROLES) sessions.set(role, await signedIn(`${role}@lender.test`, role));
});

/** The action the server asks of `route`'s case: the one registered route its URL reaches. */
function actionOf(route: RouteCase): string | undefined {
  const found = routes.filter((r) => answers(r, route.method, route.url));
  expect(found, `${route.method} ${route.url}`).toHaveLength(1);
  return found[0]?.action;
}

const send = (route: RouteCase, headers: Record<string, string>) =>
  ctx.t.app.inject({ method: route.method, url: route.url, headers, payload: route.payload });

describe('console permissions', () => {
  it('has a case for every route the server registers, and every route names its action', () => {
    expect(routes.length).toBeGreaterThan(50);
    const uncovered = routes
      .filter((r) => r.action !== 'public')
      .filter((r) => !ROUTE_CASES.some((c) => answers(r, c.method, c.url)))
      .map((r) => `${r.method} ${r.url}`);
    expect(uncovered, 'console routes with no case in permission-cases.ts').toEqual([]);
    const unnamed = routes.filter((r) => r.action === undefined).map((r) => `${r.method} ${r.url}`);
    expect(unnamed, 'console routes with no config.opsAction').toEqual([]);
  });

  for (const role of STAFF_ROLES)
    for (const route of ROUTE_CASES)
      it(`${role} ${route.method} ${route.url}`, async () => {
        const action = actionOf(route);
        const session = route.endsSession
          ? await signedIn(`leaving-${role}@lender.test`, role)
          : sessions.get(role);
        if (!session) throw new Error('no session');
        const res = await send(route, session.headers);
        const allowed = action === 'session' || may(role, action as StaffAction);
        if (allowed) expect([401, 403], res.body).not.toContain(res.statusCode);
        else expect(res.json()).toEqual({ error: 'forbidden' });
        if (!allowed) expect(res.statusCode).toBe(403);
      });

  it('refuses a borrower token, with or without a guessed CSRF header, on every route', async () => {
    const token = await signIn(ctx.t, '0712345678');
    for (const route of [
      ...ROUTE_CASES,
      { method: 'GET', url: '/ops/api/nothing-here' } as const,
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
    const routed = new Set(
      routes
        .map((r) => r.action)
        .filter((a): a is string => a !== undefined && a !== 'session' && a !== 'public'),
    );
    for (const role of STAFF_ROLES) {
      const me = await send(
        { method: 'GET', url: '/ops/api/me' },
        sessions.get(role)?.headers ?? {},
      );
      const { actions } = me.json() as { actions: string[] };
      for (const action of routed)
        expect(actions.includes(action), `${role} ${action}`).toBe(
          may(role, action as StaffAction),
        );
    }
  });

  it('answers an unknown console route 404 only to staff', async () => {
    const res = await send(
      { method: 'GET', url: '/ops/api/nothing-here' },
      sessions.get('support')?.headers ?? {},
    );
    expect(res.statusCode).toBe(404);
  });
});
