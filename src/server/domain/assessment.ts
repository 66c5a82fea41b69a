/**
 * The automatic assessment of a submitted application (docs/product.md §4 "assessing"): a few transparent
 * rules on the profile and the credit-history questionnaire. Applicants must be 18 or older
 * (docs/product.md §1); a borrower who reports a missed payment in the last six months (q1) and three or more
 * overdue digital loans (q11) is declined, and so is anyone whose loan the lender wrote off. Anything the rules cannot read is not held against the
 * borrower: the forms' own validation already demanded it. A product may refer the borderline
 * case to a person (`referFromOverdueLoans`): a missed payment and fewer overdue loans than decline.
 */
import type { Country } from '../../shared/countries';
import { businessDay } from './business-date';

export interface AssessmentInput {
  readonly personal: Readonly<Record<string, unknown>> | undefined;
  readonly questionnaire: Readonly<Record<string, unknown>> | undefined;
  /** The borrower's loans with us that were written off. */
  readonly writtenOffLoans?: number;
}

export type AssessmentResult =
  | { approved: true }
  | { approved: false; reason: 'underage' | 'writtenOff' | 'overdueElsewhere' }
  /** Neither approved nor declined: staff decide (the console's referral queue). */
  | { approved: false; referred: true; reason: 'missedPayment' };

/** Overdue digital loans elsewhere (q11) that, with a missed payment (q1), decline. */
export const DECLINE_OVERDUE_LOANS = 3;

export interface AssessmentRules {
  readonly referFromOverdueLoans?: number;
}

/** Parses DD-MM-YYYY (docs/product.md §3 inputBirthday) or YYYY-MM-DD into [y, m, d]. */
export function parseBirthday(value: unknown): [number, number, number] | null {
  if (typeof value !== 'string') return null;
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (dmy) return [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])];
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return ymd ? [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])] : null;
}

/** Whole years between a birthday and the business date of `now`. */
export function ageAt(birthday: [number, number, number], now: number, country: Country): number {
  const today = new Date(businessDay(now, country) * 86_400_000);
  const [y, m, d] = birthday;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

export function assess(
  input: AssessmentInput,
  now: number,
  country: Country,
  rules: AssessmentRules = {},
): AssessmentResult {
  const birthday = parseBirthday(input.personal?.inputBirthday ?? input.personal?.birthday);
  if (birthday && ageAt(birthday, now, country) < 18)
    return { approved: false, reason: 'underage' };
  if ((input.writtenOffLoans ?? 0) > 0) return { approved: false, reason: 'writtenOff' };
  const q = input.questionnaire ?? {};
  const overdue = Number(String(q.q11 ?? '0').replace(/\D/g, '') || '0');
  if (q.q1 === 'yes' && overdue >= DECLINE_OVERDUE_LOANS)
    return { approved: false, reason: 'overdueElsewhere' };
  const referFrom = rules.referFromOverdueLoans;
  if (q.q1 === 'yes' && referFrom !== undefined && overdue >= referFrom)
    return { approved: false, referred: true, reason: 'missedPayment' };
  return { approved: true };
}
