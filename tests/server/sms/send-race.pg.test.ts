/**
 * A race only PostgreSQL can show (several connections): twenty senders (the request that wrote a
 * message and every job pass of every server) attempt the same outbox message at once; the lease
 * lets exactly one send it, and the others leave it alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptDelivery } from '../../../src/server/features/sms/deliver';
import { queueSms } from '../../../src/server/features/sms/outbox';
import { messagesTo } from '../../../src/server/features/sms/repo';
import { SandboxSms } from '../../../src/server/providers/sms';
import { createClock, createTestDb, testConfig, type TestDb } from '../helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('one sender per message under concurrency', () => {
  it('sends a message once however many senders take it at the same time', async () => {
    expect(testDb.kind).toBe('postgres');
    const clock = createClock();
    const sms = new SandboxSms(clock.now);
    const deps = { config: testConfig(), db: testDb.db, clock: clock.now, sms };
    for (let round = 0; round < 5; round++) {
      const id = await testDb.db.transaction((tx) =>
        queueSms(tx, deps, {
          key: `race:${round}`,
          mobile: '+255712345678',
          template: 'code.login',
          values: { code: String(100_000 + round) },
        }),
      );
      const results = await Promise.all(
        Array.from({ length: 20 }, () => attemptDelivery(deps, id ?? 0)),
      );
      // One sender took it; the others found it held and were told when to ask again.
      expect(results.filter((r) => typeof r === 'number').length).toBeLessThan(20);
    }
    const codes = sms
      .recent()
      .map((m) => m.code)
      .sort();
    expect(codes).toEqual(['100000', '100001', '100002', '100003', '100004']);
    const rows = await messagesTo(testDb.db, '+255712345678');
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array(5).fill(['delivered', 1]));
  });
});
