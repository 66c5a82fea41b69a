/**
 * The daily reconciliation of one business day: the payment orders our books created that day
 * against the rail's statement for the same hours (domain/reconciliation.ts lists differences).
 */
import type { IntentPurpose } from '../../db/schema';
import { reconcile, type Difference, type RailKind } from '../../domain/reconciliation';
import { DAY_MS, startOfBusinessDay } from '../../../shared/business-calendar';
import type { Country } from '../../../shared/countries';
import { walletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import { intentsCreatedBetween } from './intents-repo';

const KIND: Readonly<Record<IntentPurpose, RailKind>> = {
  disburse: 'payout',
  refund: 'payout',
  repay: 'collect',
  extension: 'collect',
};

export interface Reconciliation {
  /** The business day, days since 1970-01-01 on the country's calendar. */
  readonly day: number;
  readonly payments: number;
  readonly statementLines: number;
  readonly differences: Difference[];
}

export async function reconcileDay(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'config'>,
  day: number,
  country: Country = deps.config.defaultCountry,
): Promise<Reconciliation> {
  const rails = walletRails(deps);
  const from = startOfBusinessDay(day, country);
  const to = startOfBusinessDay(day + 1, country);
  const [intents, sameDay, nextDay] = await Promise.all([
    // Only what went through this rail: a payment proof approved by staff never did.
    intentsCreatedBetween(deps.db, rails.name, from, to),
    rails.statement(from, to),
    // A payment ordered late in the day may reach the rail after midnight.
    rails.statement(to, to + DAY_MS),
  ]);
  const books = intents.map((i) => ({
    payOrderId: i.payOrderId,
    kind: KIND[i.purpose],
    amount: i.amount,
    status: i.status,
  }));
  const ours = new Set(books.map((b) => b.payOrderId));
  const statement = [...sameDay, ...nextDay.filter((line) => ours.has(line.payOrderId))];
  return {
    day,
    payments: books.length,
    statementLines: statement.length,
    differences: reconcile(books, statement),
  };
}
