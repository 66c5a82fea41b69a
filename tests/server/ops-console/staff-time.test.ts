/**
 * Staff time is real time: moving the sandbox clock (borrowers' time) neither signs staff out nor
 * turns their authenticator's codes stale, while the loans still move with it, and the console
 * is told the books' time for its default days.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { SandboxSms } from '../../../src/server/providers/sms';
import { createClock, setUpTestDb, testConfig } from '../helpers';
import { makeStaff, staffLogin } from './staff-session';

const ctx = setUpTestDb();

describe('staff time under the sandbox clock', () => {
  it('keeps a session and the sign-in codes when the sandbox clock moves days ahead', async () => {
    const wall = createClock();
    const app = await buildApp(testConfig(), {
      db: ctx.testDb.db,
      sms: new SandboxSms(wall.now),
      wallClock: wall.now,
    });
    try {
      const account = await makeStaff({ db: ctx.testDb.db, clock: wall.now }, 'a@x.tz', 'support');
      const session = await staffLogin(app, wall.now, account);
      const moved = await app.inject({
        method: 'POST',
        url: '/sandbox/clock',
        payload: { by: '+3d' },
      });
      expect(moved.json<{ offsetMs: number }>().offsetMs).toBe(3 * 86_400_000);
      // Borrowers' time moved three days; the member's session is a minute old in real time.
      wall.advance(60_000);
      const me = await app.inject({ url: '/ops/api/me', headers: session.headers });
      expect(me.statusCode).toBe(200);
      // The books' time goes to the console (its default days), three days on from the wall's.
      expect(me.json<{ booksNow: number }>().booksNow).toBe(wall.now() + 3 * 86_400_000);
      // A code from the authenticator (real time) still signs in.
      wall.advance(60_000);
      await expect(staffLogin(app, wall.now, account)).resolves.toBeDefined();
      // Real time still ends an idle session.
      wall.advance(16 * 60_000);
      const idle = await app.inject({ url: '/ops/api/me', headers: session.headers });
      expect(idle.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  }, 60_000); // three days of jobs, one pass each, on a shared machine

  it("writes audit rows in real time, with the books' moment beside them when it differs", async () => {
    const wall = createClock();
    const app = await buildApp(testConfig(), {
      db: ctx.testDb.db,
      sms: new SandboxSms(wall.now),
      wallClock: wall.now,
    });
    try {
      const account = await makeStaff({ db: ctx.testDb.db, clock: wall.now }, 'f@x.tz', 'finance');
      const moved = await app.inject({
        method: 'POST',
        url: '/sandbox/clock',
        payload: { by: '+3d' },
      });
      expect(moved.statusCode).toBe(200);
      const session = await staffLogin(app, wall.now, account);
      // An audited act on a console route that runs on the books' clock.
      expect(
        (await app.inject({ url: '/ops/api/audit/verify', headers: session.headers })).statusCode,
      ).toBe(200);
      const page = await app.inject({ url: '/ops/api/audit', headers: session.headers });
      type Row = { action: string; at: string; detail: Record<string, unknown> | null };
      const rows = page.json<{ rows: Row[] }>().rows;
      const of = (action: string) => rows.find((r) => r.action === action);
      const signIn = of('signin');
      const verify = of('audit.verify');
      // Both read in the real time the member's last sign-in shows, side by side.
      for (const row of [signIn, verify])
        expect(Math.abs(Date.parse(row!.at) - wall.now())).toBeLessThan(60_000);
      expect(signIn!.detail ?? {}).not.toHaveProperty('booksAt');
      const booksAt = Date.parse(String(verify!.detail?.booksAt));
      expect(Math.abs(booksAt - (wall.now() + 3 * 86_400_000))).toBeLessThan(60_000);
    } finally {
      await app.close();
    }
  }, 60_000);
});
