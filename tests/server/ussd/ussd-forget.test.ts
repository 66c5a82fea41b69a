/**
 * Old USSD session rows are forgotten by the job runner's sweep once past the console's longest
 * drop-off window; a younger one stays and is still counted where it stopped.
 */
import { describe, expect, it } from 'vitest';
import { ussdSessions } from '../../../src/server/db/schema';
import { ussdDropOff, USSD_SESSION_KEEP_DAYS } from '../../../src/server/features/ussd';
import { runDueJobs } from '../../../src/server/jobs/run';
import { setUpTestApp } from '../helpers';
import { serverDeps } from '../loan/steps';

const ctx = setUpTestApp();
const DAY = 86_400_000;

describe('old USSD sessions', () => {
  it('are forgotten by the sweep after the longest drop-off window, younger ones kept', async () => {
    const deps = serverDeps(ctx.t, ctx.testDb);
    const now = deps.clock();
    const row = (sessionId: string, ageDays: number) => {
      const at = new Date(now - ageDays * DAY);
      return {
        provider: 'africastalking',
        sessionId,
        country: 'TZ' as const,
        state: { at: 'menu' },
        lastText: '',
        screen: 'menu',
        startedAt: at,
        updatedAt: at,
      };
    };
    await deps.db
      .insert(ussdSessions)
      .values([
        row('ATUid_old', USSD_SESSION_KEEP_DAYS + 1),
        row('ATUid_young', USSD_SESSION_KEEP_DAYS - 1),
      ]);

    const summary = await runDueJobs(deps);

    expect(summary.forgotten).toBe(1);
    const left = await deps.db.select({ id: ussdSessions.sessionId }).from(ussdSessions);
    expect(left).toEqual([{ id: 'ATUid_young' }]);
    const counted = await ussdDropOff(deps, USSD_SESSION_KEEP_DAYS);
    expect(counted).toEqual([{ screen: 'menu', dropped: 1, ended: 0 }]);
    // A second pass finds nothing more to forget.
    expect((await runDueJobs(deps)).forgotten).toBe(0);
  });
});
