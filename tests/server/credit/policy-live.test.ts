/**
 * A country's decision policy is data on a running server (decision 0049): an edit of
 * policy.json is picked up with no restart, the next application is decided by the new version,
 * and the console shows the version, inputs, rules and reasons of the loans decided before and
 * after. A broken edit keeps the last good version and is refused with its place and reason.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loanOrders } from '../../../src/server/db/schema';
import { formStore } from '../../../src/server/forms/registry';
import { assessOrder } from '../../../src/server/features/loans/lifecycle';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { anApplication } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { signedInStaff } from '../ops-console/staff-session';

const dirs = vi.hoisted(() => ({ schemas: '' }));
vi.mock('../../../src/server/forms/dirs', () => {
  dirs.schemas = mkdtempSync(join(tmpdir(), 'mkopo-policy-'));
  cpSync('schemas', dirs.schemas, { recursive: true });
  return { SCHEMAS_DIR: dirs.schemas, LOCALES_DIR: resolve('locales') };
});

const ctx = setUpTestApp({ dataDir: true });
const quiet = { info: () => undefined, error: () => undefined };
const policyFile = () => join(dirs.schemas, 'tz', 'policy.json');
const served = () => formStore(quiet).policies('TZ')?.champion.version;

type Decisions = {
  decisions: {
    policyVersion: string;
    policyFile: string;
    outcome: string;
    limit: number;
    inputs: Record<string, unknown>;
    rules: { id: string; fired: boolean }[];
    reasons: string[];
  }[];
};

const adult = {
  personal: { inputBirthday: '01-06-1990', state: 'Arusha' },
  questionnaire: { q1: 'no', q11: '0' },
};

async function decided(amount: number) {
  const order = await anApplication(ctx.testDb.db, {
    country: 'TZ',
    forms: adult,
    amount,
    creditLimit: 60_000,
  });
  const deps = { db: ctx.testDb.db, clock: ctx.t.clock.now, config: ctx.t.config };
  await assessOrder(deps, order.id);
  const [row] = await ctx.testDb.db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
  return row!;
}

async function decisionsOf(orderNo: string, headers: Record<string, string>): Promise<Decisions> {
  const res = await ctx.t.app.inject({
    method: 'GET',
    url: `/ops/api/orders/${orderNo}/decisions`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Decisions;
}

/** Writes the policy file and waits until the running store serves a version other than `before`. */
async function edit(change: (p: Record<string, unknown>) => void, before: string | undefined) {
  const policy = JSON.parse(readFileSync(policyFile(), 'utf8')) as Record<string, unknown>;
  change(policy);
  writeFileSync(policyFile(), JSON.stringify(policy, null, 2));
  await vi.waitFor(() => expect(served()).not.toBe(before), { timeout: 10_000, interval: 50 });
}

describe('policy.json on a running server', () => {
  it('decides the next application by the edited version; the console shows both', async () => {
    const { session } = await signedInStaff(ctx, 'risk@lender.test', 'finance');
    const v1 = served();
    const first = await decided(50_000);
    expect(first.status).toBe(ORDER_STATUS.getMoney);

    // The lender now lends at most 20,000 to a first-time borrower.
    await edit((p) => {
      p.bands = [
        { from: 0, outcome: 'decline', limit: 0 },
        { from: 500, outcome: 'refer', limit: 20_000 },
        { from: 600, outcome: 'approve', limit: 20_000 },
        { from: 650, outcome: 'approve', limit: 500_000 },
      ];
    }, v1);
    const v2 = served();
    const second = await decided(50_000);
    expect(second.status).toBe(ORDER_STATUS.reject);

    const [a] = (await decisionsOf(first.orderNo, session.headers)).decisions;
    const [b] = (await decisionsOf(second.orderNo, session.headers)).decisions;
    expect(a).toMatchObject({
      policyVersion: v1,
      policyFile: 'schemas/tz/policy.json',
      outcome: 'approve',
      limit: 60_000,
      reasons: [],
    });
    expect(b).toMatchObject({
      policyVersion: v2,
      outcome: 'decline',
      limit: 20_000,
      reasons: ['amountAboveLimit', 'shortHistory'],
    });
    expect(b?.inputs).toMatchObject({
      'form.age': expect.any(Number),
      'application.amount': 50_000,
      'history.repaidOnTime': 0,
    });
    expect(b?.rules.filter((r) => r.fired).map((r) => r.id)).toEqual(['repaidOnTime']);
    expect(v2).not.toBe(v1);
  });

  it('keeps the last good version when an edit reads a protected input', async () => {
    const before = served();
    const policy = JSON.parse(readFileSync(policyFile(), 'utf8')) as { knockOuts: unknown[] };
    policy.knockOuts.push({
      id: 'byGender',
      when: [{ input: 'personal.gender', op: 'eq', value: 'female' }],
      outcome: 'decline',
      reason: 'underage',
    });
    writeFileSync(policyFile(), JSON.stringify(policy, null, 2));
    const report = formStore(quiet).reload();
    expect(report).toEqual([
      {
        file: 'schemas/tz/policy.json',
        problems: [
          { path: 'knockOuts/4/when/0/input', message: expect.stringMatching(/protected input/) },
        ],
      },
    ]);
    expect(served()).toBe(before);
    const order = await decided(5_000);
    expect(order.status).toBe(ORDER_STATUS.getMoney);
  });
});
