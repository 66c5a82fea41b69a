/**
 * The daily reconciliation of one business day: the payment orders our books created that day
 * against the rail's statement for the same hours (domain/reconciliation.ts lists differences).
 * First it heals what a lost callback left: a payment still open in our books that the statement
 * shows settled is asked about, and the rail's answer books it as the status sweep would (never
 * the statement line itself). What remains is listed as unexplained.
 */
import type { IntentPurpose } from '../../db/schema';
import { reconcile, type Difference, type RailKind } from '../../domain/reconciliation';
import { DAY_MS, startOfBusinessDay } from '../../../shared/business-calendar';
import type { Country } from '../../../shared/countries';
import { walletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import type { WalletRails } from '../../providers/wallet';
import { applyReport } from './callbacks';
import { intentsCreatedBetween, type IntentRow } from './intents-repo';

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
  /** Open payments the statement showed settled, booked by the rail's answer during this run. */
  readonly healed: string[];
  readonly differences: Difference[];
}

const OPEN = new Set(['created', 'submitted', 'unknown']);

/** Asks the rail about each open payment its statement shows; returns those now settled. */
async function heal(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  rails: WalletRails,
  intents: readonly IntentRow[],
  onStatement: ReadonlySet<string>,
  window: { from: number; to: number },
): Promise<string[]> {
  const open = intents.filter((i) => OPEN.has(i.status) && onStatement.has(i.payOrderId));
  if (open.length === 0) return [];
  // A rail whose query needs its own receipt asks by it first (answers come as callbacks).
  await rails.heal?.(window.from, window.to);
  const healed: string[] = [];
  for (const intent of open) {
    const report = await rails.query(intent.payOrderId);
    if (report !== 'succeeded' && report !== 'failed') continue;
    if ((await applyReport(deps.db, intent.payOrderId, report, deps.clock())) === 'applied')
      healed.push(intent.payOrderId);
  }
  return healed;
}

export async function reconcileDay(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'config'>,
  day: number,
  country: Country = deps.config.defaultCountry,
): Promise<Reconciliation> {
  const rails = walletRails(deps);
  const from = startOfBusinessDay(day, country);
  const to = startOfBusinessDay(day + 1, country);
  const [before, sameDay, nextDay] = await Promise.all([
    // Only what went through this rail: a payment proof approved by staff never did.
    intentsCreatedBetween(deps.db, rails.name, from, to),
    rails.statement(from, to),
    // A payment ordered late in the day may reach the rail after midnight.
    rails.statement(to, to + DAY_MS),
  ]);
  const onStatement = new Set([...sameDay, ...nextDay].map((line) => line.payOrderId));
  const healed = await heal(deps, rails, before, onStatement, { from, to: to + DAY_MS });
  const intents = healed.length
    ? await intentsCreatedBetween(deps.db, rails.name, from, to)
    : before;
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
    healed,
    differences: reconcile(books, statement),
  };
}
