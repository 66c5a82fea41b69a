/**
 * The transaction helper's retry of serialization failures and deadlocks: only those two are
 * retried, a bounded number of times with a random pause, and the last failure is a translated
 * "try again" (503), never the driver's error (500). On a real database: a transaction that hits
 * a serialization failure on its first run commits on its second.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/server/api-error';
import { backoffMs, isRetryable, retrying, RETRY_LIMITS } from '../../../src/server/db/retry';
import { setUpTestDb } from '../helpers';

const failure = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });
const ctx = setUpTestDb();

describe('retrying', () => {
  it('knows 40001 and 40P01, also under a wrapping error, and nothing else', () => {
    expect(isRetryable(failure('40001'))).toBe(true);
    expect(isRetryable(failure('40P01'))).toBe(true);
    expect(isRetryable(new Error('wrapped', { cause: failure('40P01') }))).toBe(true);
    expect(isRetryable(failure('23505'))).toBe(false);
    expect(isRetryable(new Error('plain'))).toBe(false);
    expect(isRetryable(undefined)).toBe(false);
  });

  it('pauses a random time under a doubling ceiling that stops at the cap', () => {
    for (let n = 1; n < 12; n++) {
      const ceiling = Math.min(RETRY_LIMITS.capMs, RETRY_LIMITS.baseMs * 2 ** n);
      expect(backoffMs(n, () => 0)).toBe(0);
      expect(backoffMs(n, () => 0.999999)).toBe(ceiling - 1);
    }
  });

  it('runs again after a deadlock until it succeeds', async () => {
    let runs = 0;
    const value = await retrying(async () => {
      runs++;
      if (runs < 3) throw failure('40P01');
      return 'done';
    });
    expect({ value, runs }).toEqual({ value: 'done', runs: 3 });
  });

  it('gives up after the last try with "request failed, please try again"', async () => {
    let runs = 0;
    const outcome = retrying(async () => {
      runs++;
      throw failure('40001');
    }, 3);
    await expect(outcome).rejects.toBeInstanceOf(ApiError);
    await expect(outcome).rejects.toThrow('submitFailed');
    expect(runs).toBe(3);
  });

  it('never retries another error', async () => {
    let runs = 0;
    const outcome = retrying(async () => {
      runs++;
      throw failure('23505');
    });
    await expect(outcome).rejects.toThrow('sqlstate 23505');
    expect(runs).toBe(1);
  });

  it("is the database's transaction helper: a serialization failure is run again", async () => {
    let runs = 0;
    const result = await ctx.testDb.db.transaction(async (tx) => {
      runs++;
      if (runs === 1)
        await tx.execute(
          sql`do $$ begin raise exception 'conflict' using errcode = '40001'; end $$`,
        );
      const rows = await tx.execute(sql`select 1 as one`);
      return rows;
    });
    expect(result).toBeTruthy();
    expect(runs).toBe(2);
  });
});
