/**
 * The loan product of a country (schemas/<country>/product.json, docs/architecture.md §1): the country's lending
 * law states the caps (`lendingCaps` in its country.json, in its own currency), the file holds the
 * defaults operations ship. `parseProduct` checks a parsed file against those caps and names every
 * field at fault, so a bad edit never starts a server. Rates in the file are percent (readable for
 * operations); here they become basis points.
 */
import { COUNTRY_FACTS, type Country, type Currency } from '../../shared/countries';
import { DECLINE_OVERDUE_LOANS } from './assessment';
import { bucketProblem, DEFAULT_BUCKETS } from './delinquency';
import { BP } from './money';
import { DEFAULT_PLAN_RULES, type PlanRules } from './payment-plan';
import { toMinorUnits } from '../../shared/minor-units';
import {
  FieldReader,
  problemOf,
  ProductError,
  type ProductProblem,
  type Raw,
} from './product-fields';

export { ProductError, type ProductProblem } from './product-fields';
export type {
  CountryTerms,
  LadderLevel,
  LendingCaps,
  LimitRaisePolicy,
  Product,
} from './product-types';
import type {
  CountryTerms,
  LadderLevel,
  LendingCaps,
  LimitRaisePolicy,
  Product,
} from './product-types';

/**
 * The caps in the units the check compares: amounts in minor units, days and basis points.
 * An amount with more decimals than the currency has is refused as the file's problem.
 */
function capsOf(law: LendingCaps, minorUnits: number) {
  const minor = (field: keyof LendingCaps): number => {
    const value = toMinorUnits(law[field], minorUnits);
    if (value === null)
      throw new Error(
        `field "country" lendingCaps.${field} has more than the currency's ${minorUnits} decimal(s)`,
      );
    return value;
  };
  return {
    minAmount: minor('minAmount'),
    maxAmount: minor('maxAmount'),
    minRepayAmount: minor('minRepayAmount'),
    minTerm: law.minTermDays,
    maxTerm: law.maxTermDays,
    interestBpPerYear: Math.round(law.interestPercentPerYear * 100),
    feeBpPerDay: Math.round(law.feePercentPerDay * 100),
    penaltyBpPerDay: Math.round(law.penaltyPercentPerDay * 100),
    inDuplumBp: Math.round(law.inDuplumPercent * 100),
    rolloverDays: law.rolloverDays,
  };
}
type Caps = ReturnType<typeof capsOf>;

/** The aging buckets (domain/delinquency.ts); absent: the usual six. */
function readBuckets(r: FieldReader, raw: Raw): number[] {
  const days = raw.delinquencyBuckets ?? DEFAULT_BUCKETS;
  if (!Array.isArray(days)) r.fail('delinquencyBuckets', 'must list days');
  const problem = bucketProblem(days as number[]);
  if (problem) r.fail('delinquencyBuckets', problem);
  return [...(days as number[])];
}

/** The limits of a payment plan (domain/payment-plan.ts); absent: the shipped defaults. */
function readPaymentPlan(r: FieldReader, raw: Raw): PlanRules {
  const plan = raw.paymentPlan;
  if (plan === undefined) return DEFAULT_PLAN_RULES;
  if (typeof plan !== 'object' || plan === null) r.fail('paymentPlan', 'must be an object');
  const p = plan as Raw;
  const at = (f: string) => `paymentPlan.${f}`;
  const minInstalments = r.int('minInstalments', 2, 24, p, at('minInstalments'));
  return {
    minInstalments,
    maxInstalments: r.int('maxInstalments', minInstalments, 24, p, at('maxInstalments')),
    intervalDays: r.int('intervalDays', 1, 31, p, at('intervalDays')),
    maxTermDays: r.int('maxTermDays', 1, 365, p, at('maxTermDays')),
    acceptDays: r.int('acceptDays', 1, 30, p, at('acceptDays')),
  };
}

/** The reminder days, ascending; the JSON Schema already holds their range. */
function readReminders(r: FieldReader, raw: Raw): number[] {
  const days = raw.reminders ?? [];
  if (!Array.isArray(days) || days.some((d) => !Number.isInteger(d)))
    r.fail('reminders', 'must list whole numbers of days from the due date');
  return [...(days as number[])].sort((a, b) => a - b);
}

function readLadder(
  r: FieldReader,
  raw: Raw,
  caps: Caps,
  minAmount: number,
  terms: readonly number[],
): LadderLevel[] {
  const list = raw.ladder;
  if (!Array.isArray(list) || list.length === 0) r.fail('ladder', 'must list at least one level');
  return list.map((item: unknown, i) => {
    const level = (item ?? {}) as Raw;
    const at = (f: string) => `ladder[${i}].${f}`;
    const parsed: LadderLevel = {
      level: i + 1,
      limit: r.money('limit', minAmount, caps.maxAmount, level, at('limit')),
      maxTerm: r.int('maxTerm', terms[0] ?? caps.minTerm, caps.maxTerm, level, at('maxTerm')),
      timelyRepayments: r.int('timelyRepayments', 0, 1_000, level, at('timelyRepayments')),
    };
    const prev = i > 0 ? (list[i - 1] as Raw) : undefined;
    if (prev && (prev.limit as number) > parsed.limit)
      r.fail(at('limit'), 'must not fall below the previous level');
    if (i === 0 && parsed.timelyRepayments !== 0)
      r.fail(at('timelyRepayments'), 'must be 0 on the first level');
    return parsed;
  });
}

/** Absent from the file: every loan repaid on time counts (the rule before it existed). */
function readLimitRaise(r: FieldReader, raw: Raw): LimitRaisePolicy {
  const policy = raw.limitRaise;
  if (policy === undefined) return { minDaysHeld: 0, minInterestShareBp: 0 };
  if (typeof policy !== 'object' || policy === null) r.fail('limitRaise', 'must be an object');
  const p = policy as Raw;
  return {
    minDaysHeld: r.int('minDaysHeld', 0, 365, p, 'limitRaise.minDaysHeld'),
    minInterestShareBp:
      r.int('minInterestSharePercent', 0, 100, p, 'limitRaise.minInterestSharePercent') * 100,
  };
}

function readTerms(r: FieldReader, raw: Raw, caps: Caps): number[] {
  const list = raw.terms;
  if (!Array.isArray(list) || list.length === 0) r.fail('terms', 'must list at least one tenure');
  const terms = list.map((_, i) =>
    r.int(String(i), caps.minTerm, caps.maxTerm, list as unknown as Raw, `terms[${i}]`),
  );
  if (terms.some((t, i) => i > 0 && t <= (terms[i - 1] ?? 0))) r.fail('terms', 'must be ascending');
  return terms;
}

/**
 * Checks a parsed product.json against the product caps of docs/product.md §9; throws naming the file and field.
 * `countries`: each country's currency (default: the generated list; the check of a folder not
 * generated yet passes its own country.json).
 */
export function parseProduct(
  file: string,
  raw: unknown,
  countries: Readonly<Record<string, CountryTerms>> = COUNTRY_FACTS,
): Product {
  if (typeof raw !== 'object' || raw === null) throw new Error(`${file}: must hold a JSON object`);
  const obj = raw as Raw;
  const first = new FieldReader(file, obj);
  // Each field is read on its own, so one edit's every mistake is named at once.
  const problems: ProductProblem[] = [];
  const read = <T>(fallback: T, get: () => T): T => {
    try {
      return get();
    } catch (error) {
      problems.push(problemOf(file, error));
      return fallback;
    }
  };
  const country = read(
    '' as Country,
    () => first.text('country', Object.keys(countries)) as Country,
  );
  const law = country ? countries[country]?.lendingCaps : undefined;
  const minorUnits = (country && countries[country]?.minorUnits) || 0;
  const r = new FieldReader(file, obj, minorUnits);
  if (country && !law)
    problems.push({
      path: 'country',
      message: `has no lending caps: schemas/${country.toLowerCase()}/country.json must state "lendingCaps"`,
    });
  if (!law) throw new ProductError(file, problems);
  let caps: Caps;
  try {
    caps = capsOf(law, minorUnits);
  } catch (error) {
    throw new ProductError(file, [...problems, problemOf(file, error)]);
  }
  const minAmount = read(caps.minAmount, () =>
    r.money('minAmount', caps.minAmount, caps.maxAmount),
  );
  const terms = read([caps.minTerm], () => readTerms(r, obj, caps));
  const shortest = terms[0] ?? caps.minTerm;
  const product: Product = {
    productId: read('', () => r.text('productId')),
    name: read('', () => r.text('name')),
    country,
    currency: read('' as Currency, () =>
      country
        ? (r.text('currency', [countries[country]?.currency ?? '']) as Currency)
        : ('' as Currency),
    ),
    minAmount,
    stepAmount: read(1, () => r.money('stepAmount', 1, caps.maxAmount)),
    terms,
    interestBpPerYear: read(0, () =>
      r.bp(
        'interestRatePerYear',
        caps.interestBpPerYear,
        `law: ${law.interestPercentPerYear} %/year`,
      ),
    ),
    feeBp: read(0, () =>
      r.bp(
        'feeRate',
        caps.feeBpPerDay * shortest,
        `law: ${caps.feeBpPerDay / 100} %/day × ${shortest} days, the shortest term = ${(caps.feeBpPerDay * shortest) / 100} %`,
      ),
    ),
    feeTaxBp: read(0, () => r.bp('feeTaxRate', BP)),
    penaltyBpPerDay: read(0, () =>
      r.bp('penaltyRatePerDay', caps.penaltyBpPerDay, `law: ${law.penaltyPercentPerDay} %/day`),
    ),
    inDuplumBp: caps.inDuplumBp,
    rolloverFeeBp: read(0, () => r.bp('rolloverFeeRate', BP)),
    rolloverDays: read(caps.rolloverDays, () =>
      r.int('rolloverDays', caps.rolloverDays, caps.rolloverDays),
    ),
    minRepayAmount: read(caps.minRepayAmount, () =>
      r.money('minRepayAmount', caps.minRepayAmount, caps.maxAmount),
    ),
    reapplyAfterDays: read(0, () => r.int('reapplyAfterDays', 0, 365)),
    newWalletCoolingOffHours: read(0, () => r.int('newWalletCoolingOffHours', 0, 168)),
    ...(obj.referFromOverdueLoans === undefined
      ? {}
      : {
          referFromOverdueLoans: read(1, () =>
            r.int('referFromOverdueLoans', 1, DECLINE_OVERDUE_LOANS - 1),
          ),
        }),
    ladder: read([], () => readLadder(r, obj, caps, minAmount, terms)),
    reminders: read([], () => readReminders(r, obj)),
    limitRaise: read({ minDaysHeld: 0, minInterestShareBp: 0 }, () => readLimitRaise(r, obj)),
    delinquencyBuckets: read([...DEFAULT_BUCKETS], () => readBuckets(r, obj)),
    paymentPlan: read(DEFAULT_PLAN_RULES, () => readPaymentPlan(r, obj)),
  };
  if (problems.length === 0) read(undefined, () => checkWhole(r, product));
  if (problems.length > 0) throw new ProductError(file, problems);
  return product;
}

/** The rules between fields, once each field is good on its own. */
function checkWhole(r: FieldReader, product: Product): void {
  // The spec's fee cap (0.98 %/day) plus tax could swallow the whole principal: refuse a product
  // that pays out half the principal or less.
  if (product.feeBp * (BP + product.feeTaxBp) >= (BP * BP) / 2) {
    r.fail(
      'feeRate',
      'with its tax (feeTaxRate) must leave more than half the principal to pay out',
    );
  }
  if (product.ladder.some((l) => (l.limit - product.minAmount) % product.stepAmount !== 0)) {
    r.fail('ladder', 'limits must be minAmount plus a whole number of stepAmount');
  }
}
