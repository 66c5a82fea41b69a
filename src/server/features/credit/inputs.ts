/**
 * The named inputs a policy may read (decision 0049), gathered for one application: the form
 * answers (raw under their form's name, and the few the product has always read, derived under
 * `form.`), our own history with the borrower, the application itself. Bureau, identity and SIM
 * inputs are named by their adapters; until one answers they are unknown (null).
 */
import { ageAt, parseBirthday } from '../../domain/assessment';
import {
  AMOUNT_INPUT,
  LADDER_LIMIT_INPUT,
  type InputValue,
  type Policy,
} from '../../domain/credit-policy';
import type { Country } from '../../../shared/countries';

export interface ApplicantFacts {
  readonly forms: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
  readonly writtenOffLoans: number;
  readonly repaidOnTime: number;
  readonly loansRepaid: number;
  readonly amount: number;
  readonly ladderLimit: number;
}

const scalar = (v: unknown): InputValue | undefined =>
  typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string' ? v : undefined;

/** "3", "over10" → 3, 11: the overdue-loan count as the questionnaire offers it. */
function countOf(answer: unknown): number | null {
  if (typeof answer !== 'string' || answer === '') return null;
  if (answer.startsWith('over')) return Number(answer.replace(/\D/g, '')) + 1;
  const n = Number(answer.replace(/\D/g, ''));
  return Number.isFinite(n) ? n : null;
}

export function allInputs(
  facts: ApplicantFacts,
  now: number,
  country: Country,
): Map<string, InputValue> {
  const all = new Map<string, InputValue>();
  for (const [form, data] of Object.entries(facts.forms))
    for (const [field, value] of Object.entries(data ?? {})) {
      const v = scalar(value);
      if (v !== undefined) all.set(`${form}.${field}`, v);
    }
  const personal = facts.forms.personal ?? {};
  const q = facts.forms.questionnaire ?? {};
  const birthday = parseBirthday(personal.inputBirthday ?? personal.birthday);
  all.set('form.age', birthday ? ageAt(birthday, now, country) : null);
  all.set('form.missedPayment', q.q1 === 'yes' ? true : q.q1 === 'no' ? false : null);
  all.set('form.overdueLoansElsewhere', countOf(q.q11));
  all.set('history.writtenOffLoans', facts.writtenOffLoans);
  all.set('history.repaidOnTime', facts.repaidOnTime);
  all.set('history.loansRepaid', facts.loansRepaid);
  all.set(AMOUNT_INPUT, facts.amount);
  all.set(LADDER_LIMIT_INPUT, facts.ladderLimit);
  return all;
}

/** The inputs `policy` reads (and the application's own), each as read or null: what is stored. */
export function inputsFor(
  policy: Policy,
  all: ReadonlyMap<string, InputValue>,
): Record<string, InputValue> {
  const names = new Set([
    AMOUNT_INPUT,
    LADDER_LIMIT_INPUT,
    ...policy.knockOuts.flatMap((r) => r.when.map((c) => c.input)),
    ...policy.scorecard.items.map((i) => i.input),
  ]);
  return Object.fromEntries([...names].sort().map((n) => [n, all.get(n) ?? null]));
}

/** The age band approval rates are grouped by. */
export function ageBandOf(age: InputValue | undefined): string | null {
  if (typeof age !== 'number') return null;
  if (age < 25) return '18-24';
  if (age < 35) return '25-34';
  if (age < 45) return '35-44';
  if (age < 55) return '45-54';
  return '55+';
}
