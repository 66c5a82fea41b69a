/**
 * The shipped policies read the outside sources honestly (decisions 0051, 0053): Kenya decides on
 * the bureau, the ID register and the SIM check, each "could not say" with a defined result;
 * Tanzania reads the SIM check and lends on its own rules while its bureau and register are not
 * set up. The sandbox's demo borrowers (a third with bureau arrears) are mostly approved: arrears
 * lower the limit, they do not decline.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate, type Inputs, type Policy } from '../../../src/server/domain/credit-policy';
import {
  bureauInputs,
  identityInputs,
  simInputs,
} from '../../../src/server/features/credit/outside-inputs';
import { demoPerson } from '../../../src/server/ops/demo-book/people';
import { sandboxSources } from '../../../src/server/providers/outside/sandbox';
import type { Looked } from '../../../src/server/providers/outside';

const policyOf = (cc: string) =>
  JSON.parse(readFileSync(`schemas/${cc}/policy.json`, 'utf8')) as Policy;
const ke = policyOf('ke');
const tz = policyOf('tz');

const own = (amount: number, ladder: number): Inputs => ({
  'form.age': 30,
  'form.missedPayment': false,
  'form.overdueLoansElsewhere': 0,
  'history.writtenOffLoans': 0,
  'history.repaidOnTime': 0,
  'application.amount': amount,
  'application.ladderLimit': ladder,
});

const found = <T>(facts: T): Looked<T> => ({ kind: 'found', facts });
const clean = {
  bureau: bureauInputs(found({ score: 700, delinquencyCode: '003' }), 'Metropol CRB', 'v1'),
  identity: identityInputs(found({ nameMatches: true, birthDateMatches: true })),
  sim: simInputs(found({ swapped: false })),
};
const kenyan = (over: Partial<typeof clean> = {}, amount = 5_000, ladder = 50_000) =>
  evaluate(ke, {
    ...own(amount, ladder),
    ...Object.fromEntries([...(over.bureau ?? clean.bureau), ...(over.identity ?? clean.identity)]),
    ...Object.fromEntries(over.sim ?? clean.sim),
  });

describe("Kenya's policy", () => {
  it('approves a clean applicant up to the ladder and tells nothing', () => {
    expect(kenyan({}, 50_000)).toMatchObject({ outcome: 'approve', limit: 50_000, reasons: [] });
  });

  it('lowers the limit on bureau arrears instead of declining', () => {
    const arrears = {
      bureau: bureauInputs(found({ score: 350, delinquencyCode: '004' }), 'Metropol CRB', 'v1'),
    };
    expect(kenyan(arrears, 2_000)).toMatchObject({ outcome: 'approve', limit: 2_000 });
    expect(kenyan(arrears, 2_000).reasons[0]).toBe('bureauArrears');
    expect(kenyan(arrears, 5_000)).toMatchObject({
      outcome: 'decline',
      limit: 2_000,
      reasons: ['amountAboveLimit', 'bureauArrears', 'shortHistory'],
    });
  });

  it('declines a register answer of another name or birth date; refers an unknown ID or a swap', () => {
    const other = identityInputs(found({ nameMatches: false, birthDateMatches: true }));
    expect(kenyan({ identity: other })).toMatchObject({
      outcome: 'decline',
      reasons: ['identityUnconfirmed'],
    });
    const born = identityInputs(found({ nameMatches: true, birthDateMatches: false }));
    expect(kenyan({ identity: born }).outcome).toBe('decline');
    const unknown = identityInputs({ kind: 'notFound' });
    expect(kenyan({ identity: unknown })).toMatchObject({
      outcome: 'refer',
      reasons: ['identityUnconfirmed'],
    });
    const swapped = simInputs(found({ swapped: true }));
    expect(kenyan({ sim: swapped })).toMatchObject({
      outcome: 'refer',
      reasons: ['simRecentlySwapped'],
    });
  });

  it('gives each "could not say" its defined result', () => {
    const lower = {
      outcome: 'approve',
      limit: 15_000,
      reasons: expect.arrayContaining(['checksUnavailable']) as unknown,
    };
    for (const kind of ['timeout', 'down'] as const) {
      expect(kenyan({ bureau: bureauInputs({ kind }, '', 'v1') }, 5_000)).toMatchObject(lower);
      expect(kenyan({ identity: identityInputs({ kind }) }, 5_000)).toMatchObject(lower);
      // Both down: a smaller limit still, never a decline for our sources' silence.
      const both = kenyan(
        { bureau: bureauInputs({ kind }, '', 'v1'), identity: identityInputs({ kind }) },
        2_000,
      );
      expect(both).toMatchObject({ outcome: 'approve', limit: 2_000 });
    }
    // No file at the bureau is a thin file; not set up or no consent: our own rules, as before.
    const asBefore = { outcome: 'approve', limit: 50_000, reasons: [] };
    expect(kenyan({ bureau: bureauInputs({ kind: 'notFound' }, '', 'v1') }, 50_000)).toMatchObject(
      asBefore,
    );
    expect(kenyan({ bureau: bureauInputs({ kind: 'off' }, '', 'v1') }, 50_000)).toMatchObject(
      asBefore,
    );
    expect(
      kenyan({ bureau: bureauInputs({ kind: 'noConsent' }, '', undefined) }, 50_000),
    ).toMatchObject(asBefore);
    expect(kenyan({ identity: identityInputs({ kind: 'off' }) }, 50_000)).toMatchObject(asBefore);
    // The SIM check's unknowns are decided again at the payout.
    for (const kind of ['timeout', 'down', 'notFound', 'off'] as const)
      expect(kenyan({ sim: simInputs({ kind }) }, 50_000)).toMatchObject(asBefore);
    expect(ke.payoutSimSwap?.hold).toEqual(['swapped', 'notFound', 'timeout', 'down']);
  });

  it("approves most of the sandbox's demo borrowers and declines some with reasons", async () => {
    const sources = sandboxSources('KE');
    let seed = 1;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const outcomes = { approve: 0, refer: 0, decline: 0 };
    const reasons = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      const p = demoPerson('KE', i, random, 5_000).personal;
      const idNumber = String(p.nationalId);
      const bureau = bureauInputs(
        await sources.bureau.enquire({ idNumber, amount: 5_000 }),
        sources.bureau.name,
        'v1',
      );
      const d = evaluate(ke, {
        ...own(5_000, 5_000),
        ...Object.fromEntries([...bureau, ...clean.identity, ...clean.sim]),
      });
      outcomes[d.outcome] += 1;
      d.reasons.forEach((r) => reasons.add(r));
    }
    expect(outcomes.approve).toBeGreaterThan(300 * 0.6);
    expect(outcomes.decline).toBeGreaterThan(0);
    expect(outcomes.refer).toBe(0);
    expect([...reasons].sort()).toEqual(['amountAboveLimit', 'bureauArrears', 'shortHistory']);
  });
});

describe("Tanzania's policy", () => {
  it('lends on its own rules while its bureau and register are not set up', async () => {
    const sources = sandboxSources('TZ');
    const bureau = bureauInputs(
      await sources.bureau.enquire({ idNumber: '19900101-12345-00001-12', amount: 1 }),
      '',
      'v1',
    );
    const identity = identityInputs(
      await sources.identity.check({
        country: 'TZ',
        idNumber: '1',
        firstName: 'A',
        lastName: 'B',
        birthDate: '1990-01-01',
        reference: 'r',
      }),
    );
    const inputs = {
      ...own(500_000, 500_000),
      ...Object.fromEntries([...bureau, ...identity, ...clean.sim]),
    };
    expect(inputs['bureau.outcome']).toBe('off');
    expect(inputs['identity.outcome']).toBe('off');
    expect(evaluate(tz, inputs)).toMatchObject({ outcome: 'approve', limit: 500_000, reasons: [] });
    const swapped = { ...inputs, ...Object.fromEntries(simInputs(found({ swapped: true }))) };
    expect(evaluate(tz, swapped)).toMatchObject({
      outcome: 'refer',
      reasons: ['simRecentlySwapped'],
    });
  });
});
