/**
 * The decision policy on its own (decision 0049): the shipped Tanzanian policy decides as the
 * product always has, a scorecard band lends less and says why, the check refuses a rule on a
 * protected input, and the challenger share follows a stable hash of the borrower.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  armOf,
  checkPolicy,
  evaluate,
  type Inputs,
  type Policy,
} from '../../../src/server/domain/credit-policy';
import { checkPolicyText, protectedInputs } from '../../../src/server/forms/policy-pack';
import { readLocales } from '../../../src/server/forms/store';

const tz = JSON.parse(readFileSync('schemas/tz/policy.json', 'utf8')) as Policy;
const locales = readLocales('locales');
const PROTECTED = protectedInputs('schemas') ?? [];
const words = { has: () => true };

const applicant = (over: Record<string, Inputs[string]> = {}): Inputs => ({
  'form.age': 30,
  'form.missedPayment': false,
  'form.overdueLoansElsewhere': 0,
  'history.writtenOffLoans': 0,
  'history.repaidOnTime': 0,
  'application.amount': 50_000,
  'application.ladderLimit': 60_000,
  ...over,
});

describe('the shipped policy', () => {
  it('approves a clean adult up to the ladder, with no reasons', () => {
    const d = evaluate(tz, applicant());
    expect(d).toMatchObject({ outcome: 'approve', limit: 60_000, reasons: [], score: 620 });
  });

  it('declines under 18, after a write-off, and a missed payment with three overdue loans', () => {
    expect(evaluate(tz, applicant({ 'form.age': 17 }))).toMatchObject({
      outcome: 'decline',
      reasons: ['underage'],
    });
    expect(evaluate(tz, applicant({ 'history.writtenOffLoans': 1 })).reasons[0]).toBe('writtenOff');
    const missed = { 'form.missedPayment': true, 'form.overdueLoansElsewhere': 3 };
    expect(evaluate(tz, applicant(missed)).reasons).toEqual(['overdueElsewhere']);
    const two = evaluate(tz, applicant({ ...missed, 'form.overdueLoansElsewhere': 2 }));
    expect(two.outcome).toBe('approve');
  });

  it('passes its own check against the locale files', () => {
    const text = readFileSync('schemas/tz/policy.json', 'utf8');
    expect(checkPolicyText('schemas', text, locales, 'TZ-CASH')).toEqual({ policy: tz });
  });
});

describe('bands', () => {
  const banded: Policy = {
    ...tz,
    bands: [
      { from: 0, outcome: 'decline', limit: 0 },
      { from: 610, outcome: 'approve', limit: 20_000 },
      { from: 650, outcome: 'approve', limit: 500_000 },
    ],
  };

  it('lends the band limit and names what cost the most when asked for more', () => {
    const d = evaluate(banded, applicant());
    expect(d).toMatchObject({ outcome: 'decline', limit: 20_000, band: 1 });
    expect(d.reasons).toEqual(['amountAboveLimit', 'shortHistory']);
    const within = evaluate(banded, applicant({ 'application.amount': 20_000 }));
    expect(within).toMatchObject({ outcome: 'approve', limit: 20_000, reasons: ['shortHistory'] });
  });

  it('reads an unknown input as the policy says, never as a pass', () => {
    const d = evaluate(
      banded,
      applicant({ 'form.missedPayment': null, 'application.amount': 5_000 }),
    );
    expect(d.rules.find((r) => r.id === 'noMissedPayment')).toMatchObject({
      points: 0,
      fired: true,
    });
    expect(d).toMatchObject({ outcome: 'decline', score: 600 });
  });
});

describe('the check', () => {
  const onGender: Policy = {
    ...tz,
    knockOuts: [
      ...tz.knockOuts,
      {
        id: 'g',
        when: [{ input: 'personal.gender', op: 'eq', value: 'female' }],
        outcome: 'decline',
        reason: 'underage',
      },
    ],
  };

  it('refuses a rule on a protected input, and a contact read by the scorecard', () => {
    expect(checkPolicy(onGender, PROTECTED, words, 'TZ-CASH')).toEqual([
      { path: 'knockOuts/4/when/0/input', message: expect.stringMatching(/protected input/) },
    ]);
    const item = { ...tz.scorecard.items[0]!, id: 'c', input: 'contacts.relation' };
    const onContacts = { ...tz, scorecard: { ...tz.scorecard, items: [item] } };
    expect(checkPolicy(onContacts, PROTECTED, words, 'TZ-CASH')[0]?.message).toMatch(/protected/);
  });

  it('refuses an unknown source, a reason without words, a gap below the first band', () => {
    const bad: Policy = {
      ...tz,
      productId: 'KE-CASH',
      knockOuts: [
        {
          id: 'x',
          when: [{ input: 'gossip.score', op: 'gt', value: 1 }],
          outcome: 'decline',
          reason: 'rumour',
        },
      ],
      bands: [{ from: 700, outcome: 'approve', limit: 1 }],
    };
    const problems = checkPolicy(
      bad,
      PROTECTED,
      { has: (k) => !k.includes('shortHistory') },
      'TZ-CASH',
    );
    expect(problems.map((p) => p.path)).toEqual([
      'productId',
      'knockOuts/0/when/0/input',
      'knockOuts/0/reason',
      'reasons/shortHistory',
      'reasons/shortHistory/advice',
      'bands/0/from',
    ]);
  });

  it('refuses the file by its JSON Schema before its rules', () => {
    const text = JSON.stringify({ ...tz, bands: [{ from: 0, outcome: 'maybe', limit: 1 }] });
    expect(checkPolicyText('schemas', text, locales, 'TZ-CASH')).toEqual({
      problems: [{ path: 'bands[0].outcome', message: 'must be one of: approve, refer, decline' }],
    });
  });
});

describe('champion and challenger', () => {
  it('puts the same borrower on the same arm every time, and about the share on the challenger', () => {
    expect(armOf('TZ', 42, 20)).toBe(armOf('tz', 42, 20));
    expect(armOf('TZ', 42, 0)).toBe('champion');
    const n = 4_000;
    let challengers = 0;
    for (let id = 1; id <= n; id++) if (armOf('TZ', id, 20) === 'challenger') challengers++;
    // 20 % of 4,000 is 800; a fair hash stays within five standard deviations (about ±130).
    expect(Math.abs(challengers - 800)).toBeLessThan(130);
  });
});
