/**
 * A job pass whose connection is lost gives back the claims it held (the job it was running and
 * the batch's jobs not yet run), to run again as soon as the database answers, rather than after
 * their leases or a failure's backoff: a verification code asked for during a database restart
 * reaches its borrower seconds after the restart, not minutes. A claim another worker has since
 * taken is never given back. An SMS held by another sender is asked again when its hold ends.
 */
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { jobs, smsOutbox } from '../../../src/server/db/schema';
import { attemptDelivery, SEND_LEASE_MS } from '../../../src/server/features/sms/deliver';
import { queueSms } from '../../../src/server/features/sms/outbox';
import { claimDue, LEASE_MS, releaseClaims, schedule } from '../../../src/server/jobs/queue';
import { ClaimsHeld, runDueJobs } from '../../../src/server/jobs/run';
import { SandboxSms, type OutgoingSms } from '../../../src/server/providers/sms';
import type { SendOutcome } from '../../../src/server/domain/sms-outcome';
import { createClock, setUpTestDb, testConfig } from '../helpers';

const ctx = setUpTestDb();
const log = pino({ level: 'silent' });

/** node-postgres's answer when PostgreSQL shuts down under a query. */
const lost = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

class LosingSms extends SandboxSms {
  losing = true;
  override async send(message: OutgoingSms): Promise<SendOutcome> {
    if (this.losing) throw lost();
    return super.send(message);
  }
}

const deps = (sms: SandboxSms, clock: ReturnType<typeof createClock>) => ({
  db: ctx.testDb.db,
  clock: clock.now,
  config: testConfig(),
  sms,
  log,
});

async function queued(d: ReturnType<typeof deps>, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = await d.db.transaction((tx) =>
      queueSms(tx, d, {
        key: `weather:${i}`,
        mobile: `+25571234567${i}`,
        template: 'code.login',
        values: { code: String(200_000 + i) },
      }),
    );
    ids.push(id!);
  }
  return ids;
}

describe('claims lost with a connection', () => {
  it('are given back to run at once when the database answers, the batch with them', async () => {
    const clock = createClock();
    const sms = new LosingSms(clock.now);
    const d = deps(sms, clock);
    await queued(d, 3);
    await expect(runDueJobs(d)).rejects.toMatchObject({ code: '57P01' });
    const rows = await d.db.select().from(jobs).where(eq(jobs.kind, 'sms'));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      // Given back, not failed: no lease left, no error kept, asked again in a second.
      expect(row).toMatchObject({ status: 'pending', lockedUntil: null, lastError: null });
      expect(row.runAt.getTime()).toBe(clock.now() + 1_000);
    }
    // The message the first job had taken stays held by its sender; the job asks again then.
    const [held] = await d.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '+255712345670'));
    expect(held?.lockedUntil?.getTime()).toBe(clock.now() + SEND_LEASE_MS);
    sms.losing = false;
    clock.advance(1_000);
    await runDueJobs(d);
    expect(
      sms
        .recent()
        .map((m) => m.code)
        .sort(),
    ).toEqual(['200001', '200002']);
    const [again] = await d.db.select().from(jobs).where(eq(jobs.status, 'pending'));
    expect(again?.runAt.getTime()).toBe(held?.lockedUntil?.getTime());
    clock.advance(SEND_LEASE_MS);
    await runDueJobs(d);
    expect(sms.recent().map((m) => m.code)).toContain('200000');
  });

  it('when the database is still away, leave the pass holding them for the runner to give back', async () => {
    const clock = createClock();
    const sms = new LosingSms(clock.now);
    const d = deps(sms, clock);
    await queued(d, 2);
    // The update that would give the claims back is lost too.
    const away = new Proxy(d.db, {
      get: (db, name, receiver) =>
        name === 'update'
          ? () => {
              throw lost();
            }
          : Reflect.get(db, name, receiver),
    });
    const error: unknown = await runDueJobs({ ...d, db: away }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClaimsHeld);
    const { held } = error as ClaimsHeld;
    expect(held).toHaveLength(2);
    await releaseClaims(d.db, held, clock.now());
    const rows = await d.db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          held.map((j) => j.id),
        ),
      );
    expect(rows.map((r) => r.lockedUntil)).toEqual([null, null]);
  });

  it('never gives back a claim another worker has taken since', async () => {
    const clock = createClock();
    const db = ctx.testDb.db;
    await schedule(db, { kind: 'sms', key: 'other', runAt: clock.now(), payload: {} });
    const [mine] = await claimDue(db, clock.now(), 1);
    clock.advance(LEASE_MS);
    const [theirs] = await claimDue(db, clock.now(), 1);
    expect(theirs?.id).toBe(mine?.id);
    await releaseClaims(db, [mine!], clock.now());
    const [row] = await db.select().from(jobs).where(eq(jobs.id, mine!.id));
    expect(row?.lockedUntil?.getTime()).toBe(theirs?.lockedUntil?.getTime());
  });

  it('an SMS held by another sender is asked again when its hold ends', async () => {
    const clock = createClock();
    const sms = new SandboxSms(clock.now);
    const d = deps(sms, clock);
    const [id] = await queued(d, 1);
    await d.db
      .update(smsOutbox)
      .set({ lockedUntil: new Date(clock.now() + 42_000) })
      .where(eq(smsOutbox.id, id!));
    expect(await attemptDelivery(d, id!)).toBe(clock.now() + 42_000);
  });
});
