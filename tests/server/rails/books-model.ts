/**
 * Our side of a journey as the server keeps it, built from the real rules: an intent per payment
 * moved by domain/payment-intent's onReport, an inbox that drops a callback whose (provider,
 * event id) it has seen, and a double-entry booking of each settled payment.
 */
import {
  onReport,
  isFinal,
  type IntentStatus,
  type ProviderReport,
} from '../../../src/server/domain/payment-intent';
import type { BookPayment, RailKind } from '../../../src/server/domain/reconciliation';
import type { CallbackEvent } from '../../../src/server/providers/wallet';

export interface Intent {
  readonly payOrderId: string;
  readonly kind: RailKind;
  readonly amount: number;
  status: IntentStatus;
  /** Submitted without an answer: only a query may settle it. */
  wasUnknown: boolean;
}

export interface JournalLine {
  readonly payOrderId: string;
  readonly account: 'cash' | 'receivable';
  readonly amount: number;
}

export class Books {
  readonly intents = new Map<string, Intent>();
  readonly journal: JournalLine[] = [];
  readonly settled = new Map<string, number>();
  private readonly inbox = new Set<string>();

  open(payOrderId: string, kind: RailKind, amount: number) {
    const intent: Intent = { payOrderId, kind, amount, status: 'created', wasUnknown: false };
    this.intents.set(payOrderId, intent);
    return intent;
  }

  apply(payOrderId: string, report: ProviderReport) {
    const intent = this.intents.get(payOrderId);
    if (!intent) return;
    const decision = onReport(intent.status, report);
    if (decision.conflict) throw new Error(`${payOrderId}: ${report} after ${intent.status}`);
    intent.status = decision.status;
    if (decision.settle !== 'succeeded') return;
    this.settled.set(payOrderId, (this.settled.get(payOrderId) ?? 0) + 1);
    // Money out: cash leaves, the borrower owes it; money in: the reverse.
    const sign = intent.kind === 'payout' ? -1 : 1;
    this.journal.push(
      { payOrderId, account: 'cash', amount: sign * intent.amount },
      { payOrderId, account: 'receivable', amount: -sign * intent.amount },
    );
  }

  receive(event: CallbackEvent) {
    const key = `${event.provider}:${event.eventId}`;
    if (this.inbox.has(key)) return;
    this.inbox.add(key);
    this.apply(event.payOrderId, event.report);
  }

  openIntents(): Intent[] {
    return [...this.intents.values()].filter((i) => !isFinal(i.status));
  }

  asBooks(): BookPayment[] {
    return [...this.intents.values()].map((i) => ({
      payOrderId: i.payOrderId,
      kind: i.kind,
      amount: i.amount,
      status: i.status,
    }));
  }

  cash(): number {
    return this.journal.filter((l) => l.account === 'cash').reduce((s, l) => s + l.amount, 0);
  }

  balance(): number {
    return this.journal.reduce((s, l) => s + l.amount, 0);
  }
}
