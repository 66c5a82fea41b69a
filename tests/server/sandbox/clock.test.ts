/**
 * The sandbox clock: moving it forward makes a repaying loan overdue with penalty as the borrower
 * sees it; the page answers this machine only; time never moves back except to the wall clock.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { openSandboxClock, parseShift } from '../../../src/server/features/sandbox/clock';
import { runDueJobs } from '../../../src/server/jobs/run';
import { SandboxSms } from '../../../src/server/providers/sms';
import { createClock, setUpTestDb, testConfig, type TestApp } from '../helpers';
import { api, borrowerAtConfirm, relogin, submitAndDisburse } from '../loan/steps';
import { HANG_GUARD_MS } from '../../support/bounded-work';

const ctx = setUpTestDb();

const DAY = 86_400_000;
/** The jump below passes each day with one pass of the jobs (advance.ts). */
const JUMP_DAYS = 91 + 10;

describe('parseShift', () => {
  it('reads forward steps and refuses everything else', () => {
    expect(parseShift('+10d')).toBe(10 * DAY);
    expect(parseShift('3h')).toBe(3 * 3_600_000);
    expect(parseShift('+1d12h')).toBe(1.5 * DAY);
    expect(parseShift('+30m')).toBe(30 * 60_000);
    for (const bad of ['', '-1d', '0d', '+1y', '1.5d', 'tomorrow', '+99999d'])
      expect(parseShift(bad), bad).toBeUndefined();
  });
});

describe('sandbox clock', () => {
  it('is shared through the database and moves only forward or back to the wall', async () => {
    const wall = createClock();
    const a = await openSandboxClock(ctx.testDb.db, wall.now, 0);
    const b = await openSandboxClock(ctx.testDb.db, wall.now, 0);
    await a.advance(2 * DAY);
    await b.refresh();
    expect(b.now()).toBe(wall.now() + 2 * DAY);
    await b.advance(DAY);
    expect(b.offsetMs()).toBe(3 * DAY);
    await expect(a.advance(-DAY)).rejects.toThrow(/forward/);
    await a.reset();
    await b.refresh();
    expect(b.now()).toBe(wall.now());
  });

  it('keeps a move that a refresh begun before it answers after', async () => {
    const wall = createClock();
    const clock = await openSandboxClock(ctx.testDb.db, wall.now, 0);
    for (let i = 1; i <= 5; i++) {
      // The move reads the stored offset, then writes its own; a refresh asked in between reads
      // the offset from before the write and answers after the move has set the new one.
      const moved = clock.advance(DAY);
      const refreshed = clock.refresh();
      await Promise.all([moved, refreshed]);
      expect(clock.offsetMs()).toBe(i * DAY);
    }
    // A refresh with no move in flight still takes another process's move.
    const other = await openSandboxClock(ctx.testDb.db, wall.now, 0);
    await other.advance(DAY);
    await clock.refresh();
    expect(clock.offsetMs()).toBe(6 * DAY);
  });

  it(
    'makes a repaying loan overdue with penalty, as the borrower reads it',
    async () => {
      const wall = createClock();
      const sms = new SandboxSms(wall.now);
      const config = testConfig();
      const app = await buildApp(config, { db: ctx.testDb.db, sms, wallClock: wall.now });
      try {
        const t: TestApp = { app, sms, clock: wall, config };
        const { token, orderNo } = await borrowerAtConfirm(t, ctx.testDb, '0754000777');
        await submitAndDisburse(t, ctx.testDb, token, orderNo, 60_000);
        const before = await api(t, 'repaymentDetail', { orderNo }, token);
        expect(before.status).toBe(2);

        const moved = await app.inject({
          method: 'POST',
          url: '/sandbox/clock',
          payload: { by: `+${JUMP_DAYS}d` },
        });
        expect(moved.statusCode, moved.body).toBe(200);
        const { offsetMs, now } = moved.json() as { offsetMs: number; now: number };
        expect(offsetMs).toBe(101 * DAY);
        expect(now).toBe(wall.now() + offsetMs);
        // The background jobs run on the server's clock (the runner polls with the same one).
        await runDueJobs({ config, db: ctx.testDb.db, sms, log: app.log, clock: () => now });

        // Sessions last 30 days: after 101 the borrower signs in again, as on a real phone.
        const fresh = await relogin(t, '0754000777');
        const after = await api(t, 'repaymentDetail', { orderNo }, fresh);
        expect(after.status).toBe(3);
        expect(after.overdueDays).toBeGreaterThanOrEqual(9);
        expect(after.penalty).toBeGreaterThan(0);
        expect(after.amountDue).toBeGreaterThan(before.amountDue);
      } finally {
        await app.close();
      }
    },
    HANG_GUARD_MS,
  );

  it('answers this machine only, unless SANDBOX_PUBLIC is set', async () => {
    const app = await buildApp(testConfig(), { db: ctx.testDb.db, sms: new SandboxSms(Date.now) });
    const pub = await buildApp(testConfig({ sandboxPublic: true }), {
      db: ctx.testDb.db,
      sms: new SandboxSms(Date.now),
    });
    try {
      for (const url of ['/sandbox/clock', '/sandbox/sms', '/sandbox/payments/x']) {
        expect((await app.inject({ url })).statusCode, url).toBe(200);
        const remote = await app.inject({ url, remoteAddress: '41.59.1.20' });
        expect(remote.statusCode, url).toBe(404);
        expect(remote.json()).toMatchObject({ code: 40401 });
        // A proxy on the same machine forwards the world: not local either.
        const proxied = await app.inject({ url, headers: { 'x-forwarded-for': '41.59.1.20' } });
        expect(proxied.statusCode, url).toBe(404);
        expect((await pub.inject({ url, remoteAddress: '41.59.1.20' })).statusCode, url).toBe(200);
        // The router decodes the path: an encoded spelling of the same page is the same page.
        for (const spelt of [url.replace('/sandbox/', '/%73andbox/'), url.replace('x', '%78')]) {
          const encoded = await app.inject({ url: spelt, remoteAddress: '41.59.1.20' });
          expect(encoded.statusCode, spelt).toBe(404);
        }
      }
      const step = await app.inject({
        method: 'POST',
        url: '/sandbox/clock',
        payload: 'by=%2B2d',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(step.statusCode).toBe(303);
      const page = await app.inject({ url: '/sandbox/clock' });
      expect(page.body).toContain('2.00 days ahead');
      const bad = await app.inject({
        method: 'POST',
        url: '/sandbox/clock',
        payload: { by: '-2d' },
      });
      expect(bad.statusCode).toBe(422);
    } finally {
      await app.close();
      await pub.close();
    }
  });

  it('does not exist outside sandbox mode', async () => {
    const app = await buildApp(testConfig({ sandbox: false }), {
      db: ctx.testDb.db,
      sms: new SandboxSms(Date.now),
    });
    try {
      expect((await app.inject({ url: '/sandbox/clock' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
