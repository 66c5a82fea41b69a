/**
 * Pull Transactions: what M-Pesa settled on our short code in [from, to) (Daraja keeps 48 hours),
 * every page of it. Read by the statement (reconciliation) and by healing alike.
 */
import { expectShape } from '../schemas';
import type { DarajaSettings } from '../settings';
import type { DarajaClient } from './client';
import { pullDate } from './rules';
import type { PullLine, PullTransactionsAnswer } from './types';

export async function pullTransactions(
  ctx: { readonly client: DarajaClient; readonly settings: DarajaSettings },
  from: number,
  to: number,
): Promise<PullLine[]> {
  const lines: PullLine[] = [];
  for (let offset = 0; ; offset += 1) {
    const answer = expectShape<PullTransactionsAnswer>(
      'daraja/pull-transactions.response',
      await ctx.client.post('/pulltransactions/v1/query', 'daraja/pull-transactions.request', {
        ShortCode: ctx.settings.shortCode,
        StartDate: pullDate(from),
        EndDate: pullDate(to - 1000),
        OffSetValue: String(offset),
      }),
    );
    const page = answer.Response.flat();
    lines.push(...page);
    if (page.length === 0 || answer.ResponseCode !== '1000') return lines;
  }
}
