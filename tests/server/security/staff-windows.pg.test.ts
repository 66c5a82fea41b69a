/**
 * Staff limits as sums (decision 0039) on two server processes over one PostgreSQL, real HTTP:
 * the split of a rail-paid order into proofs and a refund, many small proofs, proofs of a settled,
 * a pending and a failed payment, members colluding with one borrower, each burst spread over both
 * processes at once. The verdict is read from the journal: no borrower is paid out more than the
 * rail received plus what a checker approved (plus the small credit a loan's window lets staff
 * create alone). The figures are printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { addStaff } from '../../../src/server/features/ops-console/auth-service';
import { totp } from '../../../src/server/features/ops-console/totp';
import { CLUSTER_START_MS, startCluster, until, type Cluster } from '../../support/cluster';
import {
  colluding,
  expectCollusionWithinWindows,
  expectSettledNeverPendingOnce,
  expectSmallProofsAddUp,
  expectTheSplitRefused,
  manySmallProofs,
  MEMBERS,
  settledAndPending,
  tally,
  theSplit,
  type Ask,
  type Outcome,
} from './staff-windows-scenario';

let cluster: Cluster;
let database: Database;
let base = '';
const sessions = new Map<string, Record<string, string>>();

/** Signs a member in over HTTP: the cookie and CSRF header a browser would send back. */
async function signIn(email: string, role: string) {
  const account = await addStaff({ db: database.db, clock: Date.now }, email, role);
  const res = await fetch(`${base}/ops/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: account.password,
      code: totp(account.totpSecret, Date.now()),
    }),
  });
  if (res.status !== 200) throw new Error(`${email} could not sign in: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  sessions.set(email, { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' });
}

const ask: Ask = async (member, path, body) => {
  const headers = sessions.get(member);
  if (!headers) throw new Error(`${member} is not signed in`);
  const res = await fetch(`${base}/ops/api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  cluster = await startCluster(2);
  ({ database, base } = cluster);
  for (const [email, role] of Object.entries(MEMBERS)) await signIn(email, role);
}, CLUSTER_START_MS);

afterAll(() => cluster?.stop());

/** Runs a scenario, checks both processes answered its bursts, prints its figures. */
async function onBoth(
  name: string,
  scenario: (db: Database['db'], a: Ask, now: number) => Promise<Outcome>,
) {
  const before = cluster.answeredBy.length;
  const outcome = await scenario(database.db, ask, Date.now());
  const asked = Object.values(outcome.answers).reduce((n, a) => n + a.length, 0);
  await until('the requests logged', () => cluster.answeredBy.length >= before + asked);
  const processes = new Set(cluster.answeredBy.slice(before)).size;
  const answers = Object.fromEntries(
    Object.entries(outcome.answers).map(([k, a]) => [k, tally(a)]),
  );
  console.info(
    `${name} on 2 processes: ${JSON.stringify({ processes, answers, books: outcome.books })}`,
  );
  expect(processes).toBe(2);
  return outcome;
}

describe('staff money limits that add up, on two server processes', () => {
  it('refuses the split: a rail-paid order proven, four more proofs of it, the credit refunded', async () => {
    expectTheSplitRefused(await onBoth('the split', theSplit));
  });

  it('counts many small proofs against the loan: none makes credit alone, past what is owed each waits', async () => {
    expectSmallProofsAddUp(await onBoth('30 small proofs', manySmallProofs));
  });

  it('never proves a settled payment nor one the rail has yet to answer, a failed one at most once', async () => {
    expectSettledNeverPendingOnce(await onBoth('settled and pending', settledAndPending));
  });

  it('holds members colluding with one borrower to the borrower and member windows', async () => {
    expectCollusionWithinWindows(await onBoth('colluding members', colluding));
  });
});
