/**
 * Counts the SQL statements a piece of work sends to PostgreSQL, by wrapping node-postgres's
 * `Client.query` (every pool connection is such a client) while the work runs. `begin` counts as
 * one statement and as one transaction. Work running at the same time is counted too: call it
 * with nothing else in flight.
 */
import pg from 'pg';

export interface StatementCount {
  readonly statements: number;
  readonly transactions: number;
}

type Query = (...args: unknown[]) => unknown;

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** Runs `work` and returns what it sent: statements and transactions. */
export async function countStatements(work: () => Promise<void>): Promise<StatementCount> {
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  let statements = 0;
  let transactions = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    if (/^\s*begin\b/i.test(textOf(args[0]))) transactions += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return { statements, transactions };
}
