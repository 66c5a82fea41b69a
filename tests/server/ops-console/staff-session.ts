/** Test helpers for the staff console: make a staff account and sign it in through /ops/api/login. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/client';
import { addStaff } from '../../../src/server/features/ops-console/auth-service';
import { totp } from '../../../src/server/features/ops-console/totp';
import type { Clock } from '../../../src/server/types';
import type { TestApp, TestDb } from '../helpers';

export interface StaffSession {
  readonly cookie: string;
  readonly csrf: string;
  readonly headers: Record<string, string>;
}

export async function makeStaff(deps: { db: Db; clock: Clock }, email: string, role: string) {
  const made = await addStaff(deps, email, role);
  return { ...made, id: made.staff.id, email: made.staff.email };
}

/** Signs in and returns the cookie header and CSRF header a browser would send back. */
export async function staffLogin(
  app: FastifyInstance,
  clock: Clock,
  account: { email: string; password: string; totpSecret: string },
): Promise<StaffSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/ops/api/login',
    payload: {
      email: account.email,
      password: account.password,
      code: totp(account.totpSecret, clock()),
    },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
  const csrf = (res.json() as { csrfToken: string }).csrfToken;
  return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
}

/** A staff account of `role`, made in the test's database and signed in to its app. */
export async function signedInStaff(
  ctx: { readonly t: TestApp; readonly testDb: TestDb },
  email: string,
  role: string,
) {
  const account = await makeStaff({ db: ctx.testDb.db, clock: ctx.t.clock.now }, email, role);
  return { account, session: await staffLogin(ctx.t.app, ctx.t.clock.now, account) };
}
