/**
 * The outbox's promise, as a property: over random clocks, provider outages, absent phones and
 * delivery reports that come late, twice or never (the simulator's seed and odds drawn too), every
 * message ends delivered, failed or sent with no report to say more (never lost in the queue), and
 * none reaches a phone twice: after an attempt the phone got, no other attempt goes out.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQuiet } from '../../../src/server/domain/quiet-hours';
import { sendSms } from '../../../src/server/features/sms/outbox';
import { messagesTo } from '../../../src/server/features/sms/repo';
import { runDueJobs } from '../../../src/server/jobs/run';
import type { SimMode, SimProvider } from '../../../src/server/providers/sms-simulator';
import { setUpTestDb } from '../helpers';
import { buildSimApp, type SimApp } from './sim-app';

const ctx = setUpTestDb({ reset: false });
let t: SimApp;

beforeAll(async () => {
  t = await buildSimApp(ctx.testDb);
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const MOBILES = ['+255712345678', '+254712345678'] as const;
let marker = 100_000;

type Action =
  | { kind: 'send'; to: 0 | 1; reminder: boolean }
  | { kind: 'tick'; ms: number }
  | { kind: 'reports' }
  | { kind: 'mode'; provider: SimProvider; mode: SimMode };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('send' as const),
    to: fc.constantFrom(0 as const, 1 as const),
    reminder: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 3 * HOUR }) }),
  fc.record({ kind: fc.constant('reports' as const) }),
  fc.record({
    kind: fc.constant('mode' as const),
    provider: fc.constantFrom<SimProvider>('africastalking', 'beem'),
    mode: fc.constantFrom<SimMode>('ok', 'ok', 'down', 'absent'),
  }),
);

const odds = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  latePercent: fc.integer({ min: 0, max: 60 }),
  duplicatePercent: fc.integer({ min: 0, max: 60 }),
  missingPercent: fc.integer({ min: 0, max: 40 }),
  absentPercent: fc.integer({ min: 0, max: 40 }),
});

async function pass() {
  await runDueJobs(t.deps);
  await t.sim.releaseReports();
}

async function play(actions: readonly Action[]): Promise<Map<string, number>> {
  const sent = new Map<string, number>(); // marker → the number it went to
  for (const a of actions) {
    if (a.kind === 'send') {
      const mark = String(++marker);
      await sendSms(t.deps, {
        key: `property:${mark}`,
        mobile: MOBILES[a.to],
        // A reminder about no loan: only the quiet hours hold it.
        template: a.reminder ? 'reminder.due' : 'code.login',
        values: a.reminder
          ? {
              orderNo: `MK${mark}`,
              dueDate: '2026-04-16',
              currency: 'TZS',
              closeToday: '1',
              support: '+255 700 000 000',
            }
          : { code: mark },
      });
      sent.set(mark, a.to);
    } else if (a.kind === 'tick') {
      t.clock.advance(a.ms);
      await pass();
    } else if (a.kind === 'reports') await t.sim.releaseReports();
    else t.sim.setMode(a.provider, a.mode);
  }
  return sent;
}

describe('the outbox over random clocks and reports', () => {
  it('loses no message and sends none to a phone twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        odds,
        fc.array(action, { minLength: 3, maxLength: 20 }),
        async (o, actions) => {
          await ctx.testDb.reset();
          t.sim.setOdds(o);
          t.sim.setMode('africastalking', 'ok');
          t.sim.setMode('beem', 'ok');
          const sent = await play(actions);
          // The providers recover. Half a day of job passes settles the reports; a reminder held
          // by the quiet hours (up to twelve) may then still be retrying, so passes go on while
          // anything is queued, for up to two days.
          t.sim.setMode('africastalking', 'ok');
          t.sim.setMode('beem', 'ok');
          const outbox = async () => [
            ...(await messagesTo(ctx.testDb.db, MOBILES[0])),
            ...(await messagesTo(ctx.testDb.db, MOBILES[1])),
          ];
          for (let hour = 0; hour < 48; hour++) {
            if (hour >= 14 && (await outbox()).every((row) => row.status !== 'queued')) break;
            t.clock.advance(HOUR);
            await pass();
          }
          const rows = await outbox();
          expect(rows).toHaveLength(sent.size);
          const inbox = t.sim.inbox();
          for (const row of rows) {
            const mark = row.key.split(':')[1] ?? '';
            const tries = inbox.filter((m) => m.text.includes(mark));
            expect(['delivered', 'failed', 'sent'], row.key).toContain(row.status);
            if (row.status === 'sent')
              expect(tries.map((m) => m.id)).toContain(row.providerMessageId);
            if (row.status === 'delivered')
              expect(tries.some((m) => m.fate === 'Success')).toBe(true);
            // Never twice on the phone: only the last attempt may have reached it.
            expect(
              tries.slice(0, -1).every((m) => m.fate !== 'Success'),
              row.key,
            ).toBe(true);
            expect(tries.length).toBeLessThanOrEqual(row.attempts);
            if (row.template === 'reminder.due' && row.sentAt)
              expect(
                isQuiet(row.sentAt.getTime(), { from: '20:00', to: '08:00' }, 'Africa/Nairobi'),
              ).toBe(false);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});
