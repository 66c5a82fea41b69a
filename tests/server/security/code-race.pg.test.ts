/**
 * The SMS-code attack on PostgreSQL with two server processes (WEB_CONCURRENCY=2, real
 * HTTP): 300 parallel wrong guesses at one code, spread over both processes, get at most 5
 * evaluated, and the right code afterwards is refused until a new code is sent. The figures are
 * printed.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { smsCodes } from '../../../src/server/db/schema';
import { hashSmsCode } from '../../../src/server/features/auth/secrets';
import { codes } from '../../../src/shared/contract/codes';
import { routes, type RouteName } from '../../../src/shared/contract/routes.gen';
import { sealPayload } from '../../../src/shared/envelope';
import { CLUSTER_START_MS, startCluster, until, type Cluster } from '../../support/cluster';

let cluster: Cluster;
let database: Database;
let base = '';
/** The process that answered each completed request, in order. */
let answeredBy: number[] = [];

/** A POST as the app sends it; the answer's code, whatever it is. */
async function codeOf(name: RouteName, input: Record<string, unknown>): Promise<number> {
  const route = routes[name];
  const res = await fetch(`${base}${route.base}${route.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', packageName: 'com.mkopo.credit', platform: 'android' },
    body: sealPayload(input, 'com.mkopo.credit'),
  });
  return ((await res.json()) as { code: number }).code;
}

beforeAll(async () => {
  cluster = await startCluster(2);
  ({ database, base, answeredBy } = cluster);
}, CLUSTER_START_MS);

afterAll(() => cluster?.stop());

describe('one SMS code against 300 parallel wrong guesses on two server processes', () => {
  it('evaluates at most 5, then refuses the right code', async () => {
    const mobile = '0716200001';
    const e164 = '+255716200001';
    expect(await codeOf('getVerifyCode', { mobile, type: 'register' })).toBe(0);
    // The test knows the code: it sets the stored hash to that of one it chose.
    const right = '246810';
    await database.db
      .update(smsCodes)
      .set({ codeHash: hashSmsCode(e164, 'register', right) })
      .where(eq(smsCodes.mobile, e164));
    const before = answeredBy.length;
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => codeOf('register', { mobile, code: '135791' })),
    );
    await until('the burst logged', () => answeredBy.length >= before + 300);
    const processes = new Set(answeredBy.slice(before));
    const [row] = await database.db
      .select({ attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, e164));
    const after = await codeOf('register', { mobile, code: right });
    const tally: Record<number, number> = {};
    for (const code of answers) tally[code] = (tally[code] ?? 0) + 1;
    console.log(
      `SMS code burst (PostgreSQL, ${processes.size} server processes): 300 wrong guesses, ${row?.attempts} evaluated, answers ${JSON.stringify(tally)}; right code afterwards: ${after}`,
    );
    expect(processes.size).toBe(2);
    expect(row?.attempts).toBe(5);
    expect(tally[codes.codeInvalid.code]).toBe(4);
    expect(tally[codes.codeTooManyTries.code]).toBe(296);
    expect(after).toBe(codes.codeTooManyTries.code);
    const [{ users } = { users: 0 }] = (
      (await database.db.execute(sql`select count(*)::int as users from users`)) as unknown as {
        rows: { users: number }[];
      }
    ).rows;
    expect(users).toBe(0);
  }, 120_000);
});
