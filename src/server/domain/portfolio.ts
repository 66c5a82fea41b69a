/**
 * The portfolio report of one country's products for one business day, from values:
 * the day's filed delinquency, the journal's money movements of the month so far, and the loans
 * disbursed per month. Each input is already summed by the database (per product and days past
 * due, per product, kind and day, per product and month), so a book of a million loans is a few
 * hundred values here. Amounts in minor units; shares in basis points, rounded half up.
 *
 * - Outstanding: principal receivable at the day's close.
 * - PARn: the share of outstanding principal on loans at least n days past due.
 * - Collected: money in on loans not written off; money in after a loan's write-off is a recovery.
 * - Vintage: of the loans disbursed in a month and due by the day's close (or finished by it), the
 *   share finished on time; a loan not yet due is neither on time nor late.
 */
import { bucketOf, daysPastDue } from './delinquency';
import { BP } from './money';

export const PAR_DAYS = [1, 7, 30, 60, 90] as const;

/** The open loans of one product with the same days past due (and so the same bucket). */
export interface LoanGroup {
  readonly productId: string;
  readonly daysPastDue: number;
  readonly bucket: string;
  /** How many loans. */
  readonly loans: number;
  /** Their principal outstanding, summed. */
  readonly principal: number;
}

/**
 * The open loans of one product with the same due day, as filed at a close (their days past due
 * follow from the day asked). `loans` and `principal` may be negative in a change: a loan that
 * left the group since.
 */
export interface OpenGroup {
  readonly productId: string;
  readonly dueDay: number | null;
  readonly loans: number;
  readonly principal: number;
}

/** `groups` placed on `day` as its close places them: days past due and bucket. */
export function loanGroupsOn(
  groups: readonly OpenGroup[],
  day: number,
  buckets: readonly number[],
): LoanGroup[] {
  return groups.map(({ productId, dueDay, loans, principal }) => {
    const dpd = dueDay === null ? 0 : daysPastDue(day, dueDay);
    return { productId, daysPastDue: dpd, bucket: bucketOf(buckets, dpd), loans, principal };
  });
}

export type MovementKind = 'disbursed' | 'collected' | 'writtenOff' | 'recovered';

/** One product's money of one kind on one day, summed over the day's journal lines. */
export interface Movement {
  readonly productId: string;
  readonly kind: MovementKind;
  readonly amount: number;
  /** Business day of the entry on the country's calendar. */
  readonly day: number;
}

/** The loans of one product paid out in one month. */
export interface VintageGroup {
  readonly productId: string;
  /** `YYYY-MM` of the payout on the country's calendar. */
  readonly month: string;
  readonly loans: number;
  /** Of those, due by the report day (due day on or before it) or finished by its close. */
  readonly due: number;
  /** Of those, finished on time by the report day's close. */
  readonly repaidOnTime: number;
}

export interface PortfolioInput {
  readonly productIds: readonly string[];
  /** Bucket names in order (domain/delinquency.ts bucketNames). */
  readonly buckets: readonly string[];
  readonly day: number;
  /** First business day of the report day's month. */
  readonly monthStart: number;
  readonly loans: readonly LoanGroup[];
  readonly movements: readonly Movement[];
  readonly vintages: readonly VintageGroup[];
}

export interface DayAndMonth {
  readonly day: number;
  readonly month: number;
}

export interface ProductPortfolio {
  readonly productId: string;
  readonly loans: number;
  readonly outstanding: number;
  readonly par: readonly { days: number; principal: number; shareBp: number }[];
  readonly aging: readonly { bucket: string; loans: number; principal: number }[];
  readonly flows: Readonly<Record<MovementKind, DayAndMonth>>;
  readonly vintage: readonly {
    month: string;
    loans: number;
    /** Loans due or finished by the close: the share's whole (the rest are not yet due). */
    due: number;
    repaidOnTime: number;
    shareBp: number;
  }[];
}

/** `part` of `whole` in basis points, half up; 0 of nothing. */
export function shareBp(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.floor((part * BP * 2 + whole) / (whole * 2));
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

function flowsOf(input: PortfolioInput, productId: string): Record<MovementKind, DayAndMonth> {
  const kinds: MovementKind[] = ['disbursed', 'collected', 'writtenOff', 'recovered'];
  const mine = input.movements.filter(
    (m) => m.productId === productId && m.day >= input.monthStart && m.day <= input.day,
  );
  return Object.fromEntries(
    kinds.map((kind) => {
      const of = mine.filter((m) => m.kind === kind);
      return [
        kind,
        {
          day: sum(of.filter((m) => m.day === input.day).map((m) => m.amount)),
          month: sum(of.map((m) => m.amount)),
        },
      ];
    }),
  ) as Record<MovementKind, DayAndMonth>;
}

function vintageOf(input: PortfolioInput, productId: string): ProductPortfolio['vintage'] {
  const months = new Map<string, { loans: number; due: number; repaidOnTime: number }>();
  for (const group of input.vintages.filter((v) => v.productId === productId)) {
    const row = months.get(group.month) ?? { loans: 0, due: 0, repaidOnTime: 0 };
    row.loans += group.loans;
    row.due += group.due;
    row.repaidOnTime += group.repaidOnTime;
    months.set(group.month, row);
  }
  // Of the loans due: a month whose loans are not yet due has no share to lower.
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, row]) => ({ month, ...row, shareBp: shareBp(row.repaidOnTime, row.due) }));
}

/** The report, one row per product of the country. */
export function portfolioReport(input: PortfolioInput): ProductPortfolio[] {
  return input.productIds.map((productId) => {
    const loans = input.loans.filter((l) => l.productId === productId);
    const outstanding = sum(loans.map((l) => l.principal));
    return {
      productId,
      loans: sum(loans.map((l) => l.loans)),
      outstanding,
      par: PAR_DAYS.map((days) => {
        const principal = sum(loans.filter((l) => l.daysPastDue >= days).map((l) => l.principal));
        return { days, principal, shareBp: shareBp(principal, outstanding) };
      }),
      aging: input.buckets.map((bucket) => {
        const of = loans.filter((l) => l.bucket === bucket);
        return {
          bucket,
          loans: sum(of.map((l) => l.loans)),
          principal: sum(of.map((l) => l.principal)),
        };
      }),
      flows: flowsOf(input, productId),
      vintage: vintageOf(input, productId),
    };
  });
}
