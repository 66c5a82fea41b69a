/**
 * The staff sign-in limit across server processes: two servers on one PostgreSQL, 300 wrong
 * authenticator codes at once against one account. At most five are compared (each compared
 * failure is an audit row), the account locks, and the right password and code are refused.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { staff, staffAudit } from '../../../src/server/db/schema';
import { addStaff } from '../../../src/server/features/ops-console/auth-service';
import { totp } from '../../../src/server/features/ops-console/totp';
import { verifyAuditChain } from '../../../src/server/features/ops-console/audit-verify';
import { CLUSTER_START_MS, startCluster, type Cluster } from '../../support/cluster';

let cluster: Cluster;
let database: Database;
let base = '';

beforeAll(async () => {
  cluster = await startCluster(2);
  ({ database, base } = cluster);
}, CLUSTER_START_MS);

afterAll(() => cluster?.stop());

async function login(body: Record<string, string>): Promise<{ status: number; error?: string }> {
  const res = await fetch(`${base}/ops/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { error?: string }) };
}

describe('staff sign-in across two server processes on PostgreSQL', () => {
  it('compares at most five of 300 parallel wrong codes, locks, and refuses the right credentials', async () => {
    const account = await addStaff(
      { db: database.db, clock: Date.now },
      'target@lender.test',
      'admin',
    );
    const wrong = totp(account.totpSecret, Date.now() + 10 * 60_000);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        login({ email: 'target@lender.test', password: account.password, code: wrong }),
      ),
    );
    const elapsed = Date.now() - started;
    const compared = await database.db
      .select({ id: staffAudit.id })
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.staffId, account.staff.id),
          inArray(staffAudit.action, ['signin.fail', 'signin.lock']),
        ),
      );
    const counts = { compared: compared.length, elapsedMs: elapsed };
    console.info(`300 parallel wrong codes over 2 processes: ${JSON.stringify(counts)}`);
    expect(answers.every((a) => a.status === 401)).toBe(true);
    expect(answers.filter((a) => a.error === 'badCredentials').length).toBeLessThanOrEqual(5);
    expect(compared.length).toBeLessThanOrEqual(5);
    expect(compared.length).toBeGreaterThanOrEqual(1);
    const [row] = await database.db.select().from(staff).where(eq(staff.id, account.staff.id));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const right = await login({
      email: 'target@lender.test',
      password: account.password,
      code: totp(account.totpSecret, Date.now()),
    });
    expect(right).toEqual({ status: 401, error: 'locked' });
    // 300 audit rows written by two processes at once form one unbroken chain.
    expect(await verifyAuditChain(database)).toMatchObject({ ok: true });
  }, 120_000);
});
