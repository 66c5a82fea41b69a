// @vitest-environment jsdom
/**
 * The credit decision panel reads in words in English and Kiswahili: a decision the KE policy made
 * (the evaluator's own rules and reasons, each rule with the terms the decisions route gives it)
 * shows no input's dotted name, no reason code, no rule id, no raw yes/no or null and no ISO
 * moment; a rule reads from its conditions ("Age under 18"); an input a policy author added that
 * the console has no words for reads as its name made legible; a staff decision names the member.
 */
import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DecisionPanel, type DecisionView } from '../../src/ops/decision-panel';
import { setLanguage } from '../../src/ops/i18n';
import { evaluate, type Inputs, type Policy } from '../../src/server/domain/credit-policy';
import { withTerms } from '../../src/server/features/ops-console/decision-terms';
import { json, serveConsole, setUpConsolePageTests, showPage } from './support';

const policy = JSON.parse(readFileSync('schemas/ke/policy.json', 'utf8')) as Policy;

// What inputsFor stores for an underage applicant the bureau was never asked about, and an input
// a policy author added that the console has no words for.
const inputs: Inputs = {
  'application.amount': 5000,
  'application.ladderLimit': 10000,
  'form.age': 17,
  'form.missedPayment': true,
  'form.overdueLoansElsewhere': 3,
  'history.repaidOnTime': 0,
  'history.writtenOffLoans': 0,
  'bureau.outcome': 'noConsent',
  'bureau.score': null,
  'bureau.delinquencyCode': null,
  'identity.outcome': 'found',
  'identity.nameMatches': true,
  'identity.birthDateMatches': true,
  'sim.outcome': 'timeout',
  'sim.swappedRecently': null,
  'work.monthlyIncome': 40000,
};

function decisionOf(decidedBy: string, deciderEmail: string | null): DecisionView {
  const d = evaluate(policy, inputs);
  return {
    arm: 'champion',
    policyVersion: 'c0ffee12',
    policyFile: 'policy.json',
    inputs,
    rules: withTerms(d.rules, policy),
    score: d.score,
    band: d.band,
    outcome: d.outcome,
    limit: d.limit,
    reasons: [...d.reasons],
    decidedBy,
    deciderEmail,
    staffReason: null,
    decidedAt: '2026-12-07T16:44:00.000Z',
  };
}

const RAW = [
  /\b(form|history|bureau|sim|identity|application|work)\./,
  /\bdecision\./,
  /\d{4}-\d{2}-\d{2}/,
  /\b(null|true|false|undefined|noConsent|notFound)\b/,
  // Reason codes and rule ids as the policy names them.
  /\b(underage|overdueElsewhere|writtenOff|shortHistory|missedPayment|identityUnconfirmed)\b/,
  /\b(simRecentlySwapped|checksUnavailable|bureauLowScore|repaidOnTime|noMissedPayment)\b/,
];

setUpConsolePageTests();

async function panelText(language: 'en' | 'sw_KE'): Promise<string> {
  setLanguage(language);
  const decisions = [decisionOf('staff:7', 'amina@lender.example'), decisionOf('policy', null)];
  serveConsole(() => json({ decisions }));
  showPage(<DecisionPanel orderNo="KE123" country="KE" />);
  const shown = await screen.findAllByTestId('decision');
  return shown.map((d) => d.textContent ?? '').join('\n');
}

describe('credit decision panel', () => {
  it.each(['en', 'sw_KE'] as const)('reads in words in %s', async (language) => {
    const text = await panelText(language);
    for (const raw of RAW) expect(text, `${language}: ${String(raw)}`).not.toMatch(raw);
    expect(text).toContain('amina@lender.example');
    // The moment as the console writes a day, then the time where the member sits.
    expect(text).toMatch(/\d{2}\/12\/2026 \d{2}:\d{2}/);
  });

  it('words rules from their conditions, values, reasons and deciders in English', async () => {
    const text = await panelText('en');
    expect(text).toContain('Age under 18');
    expect(text).toContain('Age (from the form)');
    // A rule of two conditions reads as one sentence: the second goes on in lower case.
    expect(text).toContain(
      'Missed a payment in the last six months: yes and overdue loans elsewhere 3 or more',
    );
    expect(text).toContain('KSh 5,000');
    expect(text).toContain('Monthly income (from the work details)');
    expect(text).toContain('not asked');
    expect(text).toContain('unknown');
    expect(text).toContain('You must be 18 or older to borrow.');
    expect(text).toContain('Decided by the policy');
    expect(text).toContain('Under 18');
  });

  it('words them in Kiswahili', async () => {
    const text = await panelText('sw_KE');
    expect(text).toContain('Umri chini ya 18');
    expect(text).toContain('Umri (kutoka fomu)');
    expect(text).toContain('ndiyo');
    expect(text).toContain('haikuulizwa');
    expect(text).toContain('Lazima uwe na umri wa miaka 18 au zaidi ili ukope.');
    expect(text).toContain('Imeamuliwa na sera');
  });
});
