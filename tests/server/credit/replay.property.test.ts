/**
 * Every stored decision can be replayed and explained (decision 0049): over many generated
 * applicants decided against the database, the policy kept under the stored version, run on the
 * stored inputs, gives the stored outcome, score, band, limit, rule results and reasons; and each
 * reason told is a rule that fired (or the limit), with every declining knock-out that fired told.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditDecisions } from '../../../src/server/db/schema';
import {
  AMOUNT_ABOVE_LIMIT,
  MAX_REASONS,
  evaluate,
  type Inputs,
  type Policy,
  type RuleResult,
} from '../../../src/server/domain/credit-policy';
import { decideApplication, policyVersion } from '../../../src/server/features/credit';
import { anApplication } from '../../support/factories';
import { propertyRuns } from '../../support/property-depth';
import { setUpTestDb } from '../helpers';
import { HANG_GUARD_MS } from '../../support/bounded-work';

const ctx = setUpTestDb({ reset: false });
const NOW = Date.UTC(2026, 10, 26, 9);

const applicant = fc.record({
  country: fc.constantFrom('TZ' as const, 'KE' as const),
  birthYear: fc.integer({ min: 1940, max: 2015 }),
  missed: fc.constantFrom('yes', 'no', undefined),
  overdue: fc.constantFrom('0', '1', '2', '3', '5', 'over10', undefined),
  amount: fc.integer({ min: 1_000, max: 600_000 }),
  ladder: fc.constantFrom(5_000, 60_000, 150_000, 500_000),
});

describe('stored decisions', () => {
  it(
    'replay from their inputs and version, with reasons the rules that fired',
    async () => {
      await fc.assert(
        fc.asyncProperty(applicant, async (a) => {
          const questionnaire: Record<string, string> = {};
          if (a.missed) questionnaire.q1 = a.missed;
          if (a.overdue) questionnaire.q11 = a.overdue;
          const order = await anApplication(ctx.testDb.db, {
            country: a.country,
            forms: { personal: { inputBirthday: `15-06-${a.birthYear}` }, questionnaire },
            amount: a.amount,
            creditLimit: a.ladder,
          });
          await decideApplication(ctx.testDb.db, order, `${a.country}-CASH`, NOW);
          const [row] = await ctx.testDb.db
            .select()
            .from(creditDecisions)
            .where(eq(creditDecisions.orderId, order.id));
          const kept = await policyVersion(ctx.testDb.db, row!.policyVersion);
          const replayed = evaluate(kept!.body as Policy, row!.inputs as Inputs);
          expect(replayed).toEqual({
            outcome: row!.outcome,
            score: row!.score,
            band: row!.band,
            limit: row!.limitAmount,
            rules: row!.rules,
            reasons: row!.reasons,
          });
          const rules = row!.rules as RuleResult[];
          const fired = new Set(rules.filter((r) => r.fired).map((r) => r.reason));
          for (const reason of row!.reasons)
            expect(fired.has(reason) || reason === AMOUNT_ABOVE_LIMIT).toBe(true);
          const policy = kept!.body as Policy;
          const declining = policy.knockOuts
            .filter((k, i) => k.outcome === 'decline' && rules[i]?.fired)
            .map((k) => k.reason);
          if (declining.length > 0) expect(row!.outcome).toBe('decline');
          expect(row!.reasons.slice(0, MAX_REASONS)).toEqual(
            expect.arrayContaining([...new Set(declining)].slice(0, MAX_REASONS)),
          );
          if (row!.outcome === 'approve') expect(a.amount).toBeLessThanOrEqual(row!.limitAmount);
          else expect(row!.reasons.length).toBeGreaterThan(0);
        }),
        { numRuns: propertyRuns(60, 200) },
      );
    },
    HANG_GUARD_MS,
  );
});
