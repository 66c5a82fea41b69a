/**
 * The loan product of a country (schemas/<country>/product.json, DESIGN §1): the spec's stated
 * terms are caps, the file holds the defaults operations ship. `parseProduct` checks a parsed file
 * against those caps and names the file and field at fault, so a bad edit never starts a server.
 * Rates in the file are percent (readable for operations); here they become basis points.
 */
import { COUNTRY_FACTS, type Country, type Currency } from '../../shared/countries';
import { DECLINE_OVERDUE_LOANS } from './assessment';
import { BP } from './money';

export interface LadderLevel {
  readonly level: number;
  /** Highest principal offered at this level. */
  readonly limit: number;
  /** Longest tenure offered at this level, in days. */
  readonly maxTerm: number;
  /** Loans repaid on time needed before this level is offered. */
  readonly timelyRepayments: number;
}

export interface Product {
  readonly productId: string;
  readonly name: string;
  readonly country: Country;
  readonly currency: Currency;
  readonly minAmount: number;
  readonly stepAmount: number;
  readonly terms: readonly number[];
  /** Annual interest on the reducing balance, charged per day (rate / 365). */
  readonly interestBpPerYear: number;
  /** Upfront processing fee, of the principal. */
  readonly feeBp: number;
  /** Tax on the fee (18 % in both countries). */
  readonly feeTaxBp: number;
  readonly penaltyBpPerDay: number;
  /** Rollover fee, of the amount outstanding. */
  readonly rolloverFeeBp: number;
  readonly rolloverDays: number;
  readonly minRepayAmount: number;
  readonly reapplyAfterDays: number;
  /**
   * Refer to a person instead of deciding alone: a borrower who reports a missed payment (q1)
   * and at least this many, but fewer than the declining three, overdue loans elsewhere (q11).
   * Absent from the file: never referred (the rules decide every case).
   */
  readonly referFromOverdueLoans?: number;
  readonly ladder: readonly LadderLevel[];
}

/** The caps of spec §1 and §9 that no product file may exceed. */
export const SPEC_CAPS = {
  maxAmount: 500_000,
  minTerm: 91,
  maxTerm: 365,
  interestBpPerYear: 3_600,
  /** 0.98 % a day, applied over the shortest term the product offers. */
  feeBpPerDay: 98,
  penaltyBpPerDay: 200,
  rolloverDays: 7,
  minRepayAmount: 1_000,
} as const;

type Raw = Record<string, unknown>;

class FieldReader {
  constructor(
    private readonly file: string,
    private readonly raw: Raw,
  ) {}

  fail(field: string, rule: string): never {
    throw new Error(`${this.file}: field "${field}" ${rule}`);
  }

  int(field: string, min: number, max: number, from: Raw = this.raw, label = field): number {
    const v = from[field];
    if (typeof v !== 'number' || !Number.isSafeInteger(v))
      this.fail(label, 'must be a whole number');
    if (v < min || v > max) this.fail(label, `must be between ${min} and ${max}, got ${v}`);
    return v;
  }

  /** A percentage as basis points; at most two decimals so it converts exactly. */
  bp(field: string, maxBp: number, why = 'the spec'): number {
    const v = this.raw[field];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      this.fail(field, 'must be a non-negative percent');
    const bp = Math.round(v * 100);
    if (Math.abs(bp - v * 100) > 1e-9) this.fail(field, 'may have at most two decimals');
    if (bp > maxBp) this.fail(field, `is ${v} %, above the cap of ${maxBp / 100} % (${why})`);
    return bp;
  }

  text(field: string, allowed?: readonly string[]): string {
    const v = this.raw[field];
    if (typeof v !== 'string' || v.trim() === '') this.fail(field, 'must be a non-empty text');
    if (allowed && !allowed.includes(v)) this.fail(field, `must be one of ${allowed.join(', ')}`);
    return v;
  }
}

function readLadder(
  r: FieldReader,
  raw: Raw,
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
      limit: r.int('limit', minAmount, SPEC_CAPS.maxAmount, level, at('limit')),
      maxTerm: r.int(
        'maxTerm',
        terms[0] ?? SPEC_CAPS.minTerm,
        SPEC_CAPS.maxTerm,
        level,
        at('maxTerm'),
      ),
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

function readTerms(r: FieldReader, raw: Raw): number[] {
  const list = raw.terms;
  if (!Array.isArray(list) || list.length === 0) r.fail('terms', 'must list at least one tenure');
  const terms = list.map((_, i) =>
    r.int(String(i), SPEC_CAPS.minTerm, SPEC_CAPS.maxTerm, list as unknown as Raw, `terms[${i}]`),
  );
  if (terms.some((t, i) => i > 0 && t <= (terms[i - 1] ?? 0))) r.fail('terms', 'must be ascending');
  return terms;
}

/**
 * Checks a parsed product.json against the spec's caps; throws naming the file and field.
 * `countries`: each country's currency (default: the generated list; the check of a folder not
 * generated yet passes its own country.json).
 */
export function parseProduct(
  file: string,
  raw: unknown,
  countries: Readonly<Record<string, { readonly currency: string }>> = COUNTRY_FACTS,
): Product {
  if (typeof raw !== 'object' || raw === null) throw new Error(`${file}: must hold a JSON object`);
  const obj = raw as Raw;
  const r = new FieldReader(file, obj);
  const country = r.text('country', Object.keys(countries)) as Country;
  const minAmount = r.int('minAmount', SPEC_CAPS.minRepayAmount, SPEC_CAPS.maxAmount);
  const terms = readTerms(r, obj);
  const shortest = terms[0] ?? SPEC_CAPS.minTerm;
  const product: Product = {
    productId: r.text('productId'),
    name: r.text('name'),
    country,
    currency: r.text('currency', [countries[country]?.currency ?? '']) as Currency,
    minAmount,
    stepAmount: r.int('stepAmount', 1, SPEC_CAPS.maxAmount),
    terms,
    interestBpPerYear: r.bp('interestRatePerYear', SPEC_CAPS.interestBpPerYear, 'spec: 36 %/year'),
    feeBp: r.bp(
      'feeRate',
      SPEC_CAPS.feeBpPerDay * shortest,
      `spec: ${SPEC_CAPS.feeBpPerDay / 100} %/day × ${shortest} days, the shortest term = ${(SPEC_CAPS.feeBpPerDay * shortest) / 100} %`,
    ),
    feeTaxBp: r.bp('feeTaxRate', BP),
    penaltyBpPerDay: r.bp('penaltyRatePerDay', SPEC_CAPS.penaltyBpPerDay, 'spec: 2 %/day'),
    rolloverFeeBp: r.bp('rolloverFeeRate', BP),
    rolloverDays: r.int('rolloverDays', SPEC_CAPS.rolloverDays, SPEC_CAPS.rolloverDays),
    minRepayAmount: r.int('minRepayAmount', SPEC_CAPS.minRepayAmount, SPEC_CAPS.maxAmount),
    reapplyAfterDays: r.int('reapplyAfterDays', 0, 365),
    ...(obj.referFromOverdueLoans === undefined
      ? {}
      : { referFromOverdueLoans: r.int('referFromOverdueLoans', 1, DECLINE_OVERDUE_LOANS - 1) }),
    ladder: readLadder(r, obj, minAmount, terms),
  };
  // The spec's fee cap (0.98 %/day) plus tax could swallow the whole principal: refuse a product
  // that pays out half the principal or less.
  if (product.feeBp * (BP + product.feeTaxBp) >= (BP * BP) / 2) {
    r.fail(
      'feeRate',
      'with its tax (feeTaxRate) must leave more than half the principal to pay out',
    );
  }
  if (product.ladder.some((l) => (l.limit - minAmount) % product.stepAmount !== 0)) {
    r.fail('ladder', 'limits must be minAmount plus a whole number of stepAmount');
  }
  return product;
}
