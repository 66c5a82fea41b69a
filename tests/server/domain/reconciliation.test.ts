import { describe, expect, it } from 'vitest';
import {
  reconcile,
  type BookPayment,
  type StatementLine,
} from '../../../src/server/domain/reconciliation';

const book = (
  payOrderId: string,
  status: BookPayment['status'],
  kind: BookPayment['kind'] = 'payout',
  amount = 10_000,
): BookPayment => ({ payOrderId, kind, amount, status });
const line = (payOrderId: string, kind: StatementLine['kind'] = 'payout', amount = 10_000) => ({
  payOrderId,
  kind,
  amount,
});

describe('reconcile', () => {
  it('finds nothing when the books and the statement agree', () => {
    const books = [book('P1', 'succeeded'), book('C1', 'succeeded', 'collect', 5_000)];
    expect(reconcile(books, [line('C1', 'collect', 5_000), line('P1')])).toEqual([]);
  });

  it('lists a payout the rail never confirmed, and one the books think paid that it does not show', () => {
    const found = reconcile([book('P1', 'submitted'), book('P2', 'succeeded')], []);
    expect(found.map((d) => [d.payOrderId, d.problem])).toEqual([
      ['P1', 'unconfirmed'],
      ['P2', 'notOnRail'],
    ]);
    expect(found[0]).toMatchObject({ books: { amount: 10_000, status: 'submitted' }, rail: null });
  });

  it('leaves an unpaid collection alone: the borrower simply never approved it', () => {
    expect(
      reconcile([book('C1', 'submitted', 'collect'), book('C2', 'failed', 'collect')], []),
    ).toEqual([]);
  });

  it('lists what the rail settled that the books do not show paid, or do not know', () => {
    const found = reconcile(
      [book('C1', 'failed', 'collect', 2_000), book('P1', 'unknown')],
      [line('C1', 'collect', 2_000), line('P1'), line('X9', 'collect', 700)],
    );
    expect(found.map((d) => [d.payOrderId, d.problem, d.books?.status ?? null])).toEqual([
      ['C1', 'notInBooks', 'failed'],
      ['P1', 'notInBooks', 'unknown'],
      ['X9', 'notInBooks', null],
    ]);
  });

  it('lists a payment both hold with another amount', () => {
    expect(reconcile([book('P1', 'succeeded')], [line('P1', 'payout', 9_000)])).toEqual([
      {
        payOrderId: 'P1',
        kind: 'payout',
        problem: 'amountDiffers',
        books: { amount: 10_000, status: 'succeeded' },
        rail: { amount: 9_000 },
      },
    ]);
  });
});
