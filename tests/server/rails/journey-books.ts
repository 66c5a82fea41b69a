/**
 * A rails journey's payments as the server keeps them, in the test database: each payment is an
 * intent of a real order, moved by the ledger's own handling of callbacks (inbox, dedupe, the
 * intent's rule) and status reports, and settled into the journal by the ledger's own bookings.
 * A payout pays out an approved loan; a collection repays a loan; a Kenyan collection booked in
 * error lands on an order that owed nothing, so it is all the borrower's credit, and its reversal
 * is a refund of that credit.
 */
import type { Db } from '../../../src/server/db/client';
import { creditOutEntry, isBalanced, type Account } from '../../../src/server/domain/journal';
import { isFinal, type ProviderReport } from '../../../src/server/domain/payment-intent';
import type { BookPayment, RailKind } from '../../../src/server/domain/reconciliation';
import {
  applyReport,
  findIntent,
  insertIntent,
  orderBalances,
  orderEntries,
  postEntry,
  receiveCallback,
  updateIntent,
} from '../../../src/server/features/ledger';
import type { CallbackEvent } from '../../../src/server/providers/wallet';
import type { Plan } from './expected-books';
import { aBookedLoan, aBorrower, anOrder, aPayoutUnderWay } from '../../support/factories';

export type Rail = 'daraja' | 'selcom';

/** One payment of a journey, and the order whose books it moves. */
export interface Payment {
  readonly payOrderId: string;
  readonly rail: Rail;
  readonly kind: RailKind;
  /** What the intent asks the rail to move. */
  readonly amount: number;
  readonly orderId: number;
  /** What it should do to the books (expected-books.ts). */
  readonly plan: Plan;
}

const COUNTRY = { daraja: 'KE', selcom: 'TZ' } as const;
/** The wallet each rail's payments go to or come from. */
export const ACCOUNT = { daraja: '+254712345678', selcom: '+255741234567' } as const;

export class JourneyBooks {
  readonly payments = new Map<string, Payment>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** An approved loan of `loan` being paid out: the rail moves what is disbursed of it. */
  async payout(rail: Rail, loan: number): Promise<Payment> {
    const under = await aPayoutUnderWay(this.db, {
      amount: loan,
      now: this.clock(),
      country: COUNTRY[rail],
    });
    const { payOrderId, amount } = under.payout;
    const { fee, feeTax } = under.priced;
    const plan: Plan = { kind: 'payout', amount, principal: loan, fee, feeTax };
    return this.keep({ payOrderId, rail, kind: 'payout', amount, orderId: under.order.id, plan });
  }

  /**
   * A collection of `amount` on a loan of `owed` paid out before the journey, or, when `owed` is
   * 0, on an order that owes nothing (a payment booked in error: all of it the borrower's credit).
   */
  async collection(payOrderId: string, rail: Rail, amount: number, owed: number) {
    const now = this.clock();
    const country = COUNTRY[rail];
    const order =
      owed > 0
        ? await aBookedLoan(this.db, { amount: owed, now, order: { country } })
        : await anOrder(this.db, await aBorrower(this.db, { country }));
    await this.intent(payOrderId, order.id, 'repay', amount, rail);
    const plan: Plan = { kind: 'collection', amount, owed };
    return this.keep({ payOrderId, rail, kind: 'collect', amount, orderId: order.id, plan });
  }

  /** A settled collection given back: its credit reserved for a refund, as moveCredit does. */
  async reversal(payOrderId: string, collection: Payment): Promise<Payment> {
    const { orderId, amount, rail } = collection;
    await this.db.transaction((tx) =>
      postEntry(
        tx,
        orderId,
        `credit-refund:${payOrderId}`,
        creditOutEntry(amount, 'refund'),
        this.clock(),
      ),
    );
    await this.intent(payOrderId, orderId, 'refund', amount, rail);
    const plan: Plan = { kind: 'reversal', amount };
    return this.keep({ payOrderId, rail, kind: 'payout', amount, orderId, plan });
  }

  /** The rail took the request: pending until a callback or a query settles it. */
  sent(payOrderId: string) {
    return this.report(payOrderId, 'pending');
  }

  /** The rail did not answer: the outcome is unknown until a query tells. */
  async unanswered(payOrderId: string) {
    const intent = await findIntent(this.db, payOrderId);
    if (intent) await updateIntent(this.db, intent.id, { status: 'unknown' });
  }

  report(payOrderId: string, report: ProviderReport) {
    return applyReport(this.db, payOrderId, report, this.clock());
  }

  hear(event: CallbackEvent) {
    return receiveCallback(this.db, event, this.clock());
  }

  /** The journey's payments as the intents hold them. */
  async intents(): Promise<BookPayment[]> {
    const out: BookPayment[] = [];
    for (const p of this.payments.values()) {
      const intent = await findIntent(this.db, p.payOrderId);
      if (!intent) throw new Error(`no intent ${p.payOrderId}`);
      out.push({ payOrderId: p.payOrderId, kind: p.kind, amount: p.amount, status: intent.status });
    }
    return out;
  }

  async openIds(): Promise<string[]> {
    return (await this.intents()).filter((i) => !isFinal(i.status)).map((i) => i.payOrderId);
  }

  /**
   * What the journal says of the journey's orders: each account's balance summed over them, the
   * keys of any entry whose lines do not balance, and per payment the cash its entries moved
   * (an entry is the payment's when its key ends in the payment's id) and in how many entries.
   */
  async journal() {
    const orders = [...new Set([...this.payments.values()].map((p) => p.orderId))];
    const balances = new Map<Account, number>();
    const unbalanced: string[] = [];
    const cash = new Map<string, { entries: number; amount: number }>();
    for (const orderId of orders) {
      for (const [account, amount] of await orderBalances(this.db, orderId))
        balances.set(account, (balances.get(account) ?? 0) + amount);
      for (const entry of await orderEntries(this.db, orderId)) {
        if (!isBalanced(entry.lines)) unbalanced.push(entry.idemKey);
        const id = entry.idemKey.slice(entry.idemKey.indexOf(':') + 1);
        const moved = entry.lines.filter((l) => l.account === 'cash');
        if (!this.payments.has(id) || moved.length === 0) continue;
        const seen = cash.get(id) ?? { entries: 0, amount: 0 };
        const amount = seen.amount + moved.reduce((sum, l) => sum + l.amount, 0);
        cash.set(id, { entries: seen.entries + 1, amount });
      }
    }
    return { balances, unbalanced, cash };
  }

  private async intent(
    payOrderId: string,
    orderId: number,
    purpose: 'repay' | 'refund',
    amount: number,
    provider: Rail,
  ) {
    const row = { orderId, purpose, amount, account: ACCOUNT[provider], provider };
    await insertIntent(this.db, { ...row, payOrderId }, this.clock());
  }

  private keep(payment: Payment): Payment {
    this.payments.set(payment.payOrderId, payment);
    return payment;
  }
}
