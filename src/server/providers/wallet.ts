/**
 * Mobile-money rails (docs/architecture.md §6): pay a loan out to a wallet, collect a repayment through the
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
  /** The cashier channel of a collection (a paybill is paid by the borrower, not pushed). */
  readonly channelId?: string;
}

/** A collection booked in error, given back whole to the wallet it came from. */
export interface ReversalRequest {
  /** Our id of the reversal, a payment order of its own (its result comes under it). */
  readonly payOrderId: string;
  /** The collection's payOrderId. */
  readonly collection: string;
  /** Wallet number the collection came from, E.164. */
  readonly account: string;
  /** The whole collection: a rail reverses a payment entire or not at all. */
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
  /**
   * Gives back a settled collection; money out, settled like a payout (callbacks, then `query`).
   * At most once per collection: the rail refuses a second reversal of the same payment. Absent
   * where the rail has no reversal (a refund is then a payout).
   */
  reverse?(request: ReversalRequest): Promise<{ providerRef: string }>;
  /**
   * Asks again about the payments of ours its statement of [from, to) shows whose result never
   * came, where its status query needs more than our id (Daraja asks by receipt); the answers
   * book them as any other. Absent where `query` alone suffices.
   */
  heal?(from: number, to: number): Promise<number>;
}

/** Thrown when a rail times out or refuses the connection: the payment's fate is unknown. */
export class RailUnavailable extends Error {}

/** Thrown when payouts are paused (the float is below its minimum): nothing was sent. */
export class PayoutsPaused extends RailUnavailable {}
