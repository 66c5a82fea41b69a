/** The statement of account: every charge and payment of a loan, and totals equal to the books. */
import { describe, expect, it } from 'vitest';
import { allocate } from '../../../src/server/domain/allocation';
import {
  balances,
  creditOutEntry,
  disbursementEntry,
  interestEntry,
  owedFrom,
  penaltyEntry,
  refundSettledEntry,
  repaymentEntry,
  restructureEntry,
  rolloverFeeEntry,
  waiverEntry,
  type Entry,
} from '../../../src/server/domain/journal';
import type { BookedEntry } from '../../../src/server/domain/receipts';
import { statementFrom } from '../../../src/server/domain/statement';

const DAY = 20_000;

/** A loan's life as the ledger books it: payout, interest, a rollover, overdue penalty, payments. */
function bookedLoan(): BookedEntry[] {
  const out: BookedEntry[] = [];
  let t = 1_700_000_000_000;
  const book = (idemKey: string, e: Entry) =>
    out.push({ kind: e.kind, idemKey, at: (t += 1000), lines: e.lines });
  const owed = () => owedFrom(balances(out.flatMap((e) => e.lines)));
  book('payout:P1', disbursementEntry({ loanAmount: 10_000, fee: 1_000, feeTax: 180 }));
  for (let d = 1; d <= 3; d++) book(`interest:7:${DAY + d}`, interestEntry(25));
  book('rollover-fee:R1', rolloverFeeEntry(500));
  for (let d = 4; d <= 5; d++) book(`interest:7:${DAY + d}`, interestEntry(25));
  book('payment:A1', repaymentEntry(allocate(3_000, owed())));
  book(`interest:7:${DAY + 6}`, interestEntry(18));
  for (let d = 7; d <= 8; d++) book(`penalty:7:${DAY + d}`, penaltyEntry(140));
  book('waiver:request3', waiverEntry(100));
  book('payment:A2', repaymentEntry(allocate(7_823, owed())));
  book('credit-refund:F1', creditOutEntry(500, 'refund'));
  book('refund-settled:F1', refundSettledEntry(500, true));
  return out;
}

describe('statementFrom', () => {
  const entries = bookedLoan();
  const books = balances(entries.flatMap((e) => e.lines));
  const s = statementFrom(entries);

  it('ends at what the books say is owed and held, with every line in booking order', () => {
    const owed = owedFrom(books);
    expect(s.balance).toBe(owed.penalty + owed.fee + owed.interest + owed.principal);
    expect(s.credit).toBe(0 - (books.get('liability:borrower-credit') ?? 0));
    expect(s.lines.map((l) => l.kind)).toEqual([
      'principal',
      'fee',
      'tax',
      'payout',
      'interest',
      'rolloverFee',
      'interest',
      'payment',
      'interest',
      'penalty',
      'waiver',
      'payment',
      'refund',
    ]);
  });

  it('totals each charge and payment as the books hold it', () => {
    const t = s.totals;
    expect(t.principal).toBe(10_000);
    expect(t.fee).toBe(-(books.get('income:fee') ?? 0));
    expect(t.tax).toBe(-(books.get('liability:tax') ?? 0));
    expect(t.interest).toBe(-(books.get('income:interest') ?? 0));
    expect(t.penalty - t.waiver).toBe(-(books.get('income:penalty') ?? 0));
    expect(t.rolloverFee).toBe(-(books.get('income:rollover') ?? 0));
    // Money in less money out is our float's balance.
    expect(t.payment + t.rolloverFee - t.payout - t.refund).toBe(books.get('cash'));
    // Charged, less what payments paid off and what was waived, is still owed.
    const a = t.allocated;
    expect(
      t.principal + t.interest + t.penalty - t.waiver - a.penalty - a.interest - a.principal,
    ).toBe(s.balance);
    expect(t.payment).toBe(a.penalty + a.fee + a.interest + a.principal + a.credit);
  });

  it('folds consecutive days of interest into one line with its days, and keeps them apart when asked', () => {
    const first = s.lines[4];
    expect(first).toMatchObject({ kind: 'interest', fromDay: DAY + 1, toDay: DAY + 3, amount: 75 });
    expect(s.lines[9]).toMatchObject({ kind: 'penalty', fromDay: DAY + 7, toDay: DAY + 8 });
    const perDay = statementFrom(entries, { foldDays: false });
    expect(perDay.lines.filter((l) => l.kind === 'interest')).toHaveLength(6);
    expect(perDay.totals).toEqual(s.totals);
    expect(perDay.balance).toBe(s.balance);
  });

  it('shows how each payment was allocated and the balance after it', () => {
    const [first, second] = s.lines.filter((l) => l.kind === 'payment');
    expect(first).toMatchObject({
      reference: 'A1',
      amount: 3_000,
      allocation: { penalty: 0, fee: 0, interest: 125, principal: 2_875, credit: 0 },
      balance: 10_000 - 2_875,
    });
    expect(second?.allocation?.credit).toBe(500);
    expect(second?.balance).toBe(0);
    expect(second?.credit).toBe(500);
    expect(s.lines.at(-1)).toMatchObject({ kind: 'refund', reference: 'F1', credit: 0 });
  });

  it('shows an accepted payment plan as a line of its own that leaves the balance as it was', () => {
    const loan = bookedLoan().slice(0, 5);
    const owed = owedFrom(balances(loan.flatMap((e) => e.lines)));
    const plan = restructureEntry(owed);
    const withPlan = statementFrom([
      ...loan,
      { kind: plan.kind, idemKey: 'plan:1', at: 2e12, lines: plan.lines },
    ]);
    const before = statementFrom(loan);
    expect(withPlan.lines.at(-1)).toMatchObject({
      kind: 'paymentPlan',
      amount: owed.penalty + owed.fee + owed.interest + owed.principal,
      balance: before.balance,
    });
    expect(withPlan.balance).toBe(before.balance);
    expect(withPlan.totals.paymentPlan).toBe(before.balance);
  });

  it('gives nothing for an order with no entries', () => {
    const empty = statementFrom([]);
    expect(empty.lines).toEqual([]);
    expect(empty.balance).toBe(0);
  });
});
