/**
 * Pull Transactions: the C2B payments (paybill and STK) M-Pesa settled on our short code in
 * [from, to), every page of it. Daraja keeps 48 hours, after a one-time registration of the short
 * code, and lists no payout: B2C is reconciled from the results we store (rails.ts). A period
 * without transactions is answered 1001, or as the error 500: both are an empty period.
 */
import { RailUnavailable } from '../../wallet';
import { expectShape, schemaProblem } from '../schemas';
import type { DarajaSettings } from '../settings';
import { DarajaRefusal, refusalCode, type DarajaClient } from './client';
import { pullDate } from './rules';
import type { PullLine, PullTransactionsAnswer } from './types';

/** Daraja keeps this much of the statement. */
export const PULL_WINDOW_MS = 48 * 3_600_000;

export const PULL_FETCHED = '1000';
/** ResponseCode of a period without transactions; the error code 500 says the same. */
export const PULL_NONE: ReadonlySet<string> = new Set(['1001', '500']);

/** One page: its lines, or undefined once the period has no more. */
async function page(
  ctx: { readonly client: DarajaClient; readonly settings: DarajaSettings },
  from: number,
  to: number,
  offset: number,
): Promise<readonly PullLine[] | undefined> {
  const answer = await ctx.client.exchange(
    '/pulltransactions/v1/query',
    'daraja/pull-transactions.request',
    {
      ShortCode: ctx.settings.shortCode,
      StartDate: pullDate(from),
      EndDate: pullDate(to - 1000),
      OffSetValue: String(offset),
    },
  );
  const refused = refusalCode(answer);
  if (refused !== undefined) {
    if (PULL_NONE.has(refused)) return undefined;
    throw new DarajaRefusal(answer.status, refused, 'Pull Transactions refused');
  }
  if (schemaProblem('daraja/pull-transactions.response', answer.body) !== null) {
    if (answer.status !== 200)
      throw new RailUnavailable(`Pull Transactions: HTTP ${answer.status}`);
  }
  const body = expectShape<PullTransactionsAnswer>(
    'daraja/pull-transactions.response',
    answer.body,
  );
  const code = String(body.ResponseCode);
  if (PULL_NONE.has(code)) return undefined;
  if (code !== PULL_FETCHED) throw new RailUnavailable(`Pull Transactions: ${code}`);
  const lines = (body.Response ?? []).flat();
  return lines.length > 0 ? lines : undefined;
}

/**
 * Every line of [from, to). OffSetValue is a row offset in the parameter table ("results 101-200:
 * type 100") and a page number in the FAQ ("acts like the page number"): the second request asks
 * for 1, and its answer tells which (from row 1 it repeats the first page less one line).
 */
export async function pullTransactions(
  ctx: { readonly client: DarajaClient; readonly settings: DarajaSettings },
  from: number,
  to: number,
): Promise<PullLine[]> {
  const first = await page(ctx, from, to, 0);
  if (!first) return [];
  const lines = new Map(first.map((l) => [l.transactionId, l]));
  const probe = await page(ctx, from, to, 1);
  if (!probe) return [...lines.values()];
  const byRow = first.length > 1 && probe[0]?.transactionId === first[1]?.transactionId;
  let next: readonly PullLine[] | undefined = probe;
  let offset = 1;
  while (next) {
    const before = lines.size;
    for (const line of next) lines.set(line.transactionId, line);
    if (lines.size === before) break;
    offset = byRow ? lines.size : offset + 1;
    next = await page(ctx, from, to, offset);
  }
  return [...lines.values()];
}
