/**
 * Mobile-money rails (DESIGN §6): pay a loan out to a wallet, collect a repayment through the
 * cashier, and ask for a payment's status. Every request carries our payOrderId as the rail's
 * idempotency key, so submitting twice never moves money twice. Results arrive as callbacks
 * (src/server/features/ledger/callbacks.ts) that may come twice, late or never.
 */
import type { ProviderReport } from '../domain/payment-intent';
import type { StatementLine } from '../domain/reconciliation';

export interface RailRequest {
  readonly payOrderId: string;
  /** Wallet number, E.164. */
  readonly account: string;
  readonly amount: number;
}

export interface CallbackEvent {
  readonly provider: string;
  /** The rail's id of this notification; a redelivery repeats it. */
  readonly eventId: string;
  readonly payOrderId: string;
  readonly report: ProviderReport;
  /** The amount the rail says moved, when its callback states one. */
  readonly amount?: number;
}

export interface WalletRails {
  readonly name: string;
  /** Starts a payout; idempotent by payOrderId. Throws when the rail does not answer. */
  payout(request: RailRequest): Promise<{ providerRef: string }>;
  /** Opens a collection the borrower approves in their wallet (or the sandbox page). */
  collect(request: RailRequest): Promise<{ providerRef: string; payUrl?: string }>;
  /** What the rail knows of a payment; notFound if it never received it. */
  query(payOrderId: string): Promise<ProviderReport | 'notFound'>;
  /** The rail's statement: the payments it settled whose request reached it in [from, to) (ms). */
  statement(from: number, to: number): Promise<StatementLine[]>;
}

/** Thrown when a rail times out or refuses the connection: the payment's fate is unknown. */
export class RailUnavailable extends Error {}
