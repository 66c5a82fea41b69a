/**
 * Catches two statements sent at once on one PostgreSQL connection. A pool hands each statement a
 * connection of its own, but a transaction is one connection: reads of it run with Promise.all
 * queue behind each other there, which node-postgres deprecates (and warns of only once per
 * process, so a warning is easy to miss). Every server test on PostgreSQL records such a
 * statement and fails after the test (setUpTestDb), naming the SQL.
 */
import pg from 'pg';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** The client's own state: a statement running, or queued behind one. */
interface ClientState {
  readonly _activeQuery?: unknown;
  readonly _queryQueue?: readonly unknown[];
}

const overlaps: string[] = [];
const WATCHING = Symbol.for('mkopo.statementOverlap');

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : String(query);
}

/** Starts recording statements sent while their connection is busy (once per process). */
export function watchStatementOverlap(): void {
  const proto = pg.Client.prototype as unknown as { query: Query; [WATCHING]?: true };
  if (proto[WATCHING]) return;
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const state = this as unknown as ClientState;
    if (state._activeQuery || (state._queryQueue?.length ?? 0) > 0)
      overlaps.push(textOf(args[0]).slice(0, 300));
    return original.apply(this, args);
  };
  proto[WATCHING] = true;
}

/** The statements recorded since the last call, then forgotten. */
export function takeStatementOverlaps(): string[] {
  return overlaps.splice(0);
}

/** Throws when a statement went out on a busy connection since the last check. */
export function assertNoStatementOverlap(): void {
  const found = takeStatementOverlaps();
  if (found.length === 0) return;
  throw new Error(
    `${found.length} statement(s) sent on a connection already running one (a transaction's ` +
      `reads under Promise.all?); run them one after another:\n${found.join('\n')}`,
  );
}
