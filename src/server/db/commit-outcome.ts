/**
 * What became of a transaction whose COMMIT got no clear answer. A connection that dies while a
 * COMMIT is in flight leaves the client not knowing whether PostgreSQL committed: answering
 * "failed, try again" to a write that was booked makes a client pay twice, and answering success
 * to one that was not loses it. PostgreSQL keeps each recent transaction's status, readable by its
 * id from any connection (pg_xact_status, documented for exactly this case since PostgreSQL 13);
 * the id is read last inside the transaction (pg_current_xact_id_if_assigned: null when it wrote
 * nothing, so a read-only transaction costs no id).
 */
import { sql } from 'drizzle-orm';

/** The status PostgreSQL reports; null when the id is too old to be known. */
export type CommitStatus = 'committed' | 'aborted' | 'in progress' | null;

/** Reads a transaction's id and, later and elsewhere, its status. */
export interface CommitOutcome<Tx> {
  /** Inside the transaction, last: its id, or null when it wrote nothing. */
  idOf(tx: Tx): Promise<string | null>;
  /** On another connection: what became of the transaction `id`. */
  statusOf(id: string): Promise<CommitStatus>;
}

type Executes = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The outcome readers of a PostgreSQL handle (`db`: the pool, so a new connection asks). */
export function postgresCommitOutcome(db: Executes): CommitOutcome<Executes> {
  return {
    async idOf(tx) {
      const rows = rowsOf(
        await tx.execute(sql`select pg_current_xact_id_if_assigned()::text as id`),
      );
      const id = rows[0]?.id;
      return typeof id === 'string' ? id : null;
    },
    async statusOf(id) {
      const rows = rowsOf(await db.execute(sql`select pg_xact_status(${id}::xid8) as status`));
      const status = rows[0]?.status;
      return status === 'committed' || status === 'aborted' || status === 'in progress'
        ? status
        : null;
    },
  };
}

const LOST_CODES = /^(08|57P0[123])/;
/** The socket's own failures: nothing listens (a restart), the link broke, or the name is gone. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own errors for a connection that died or never came (pg, pg-pool). */
const LOST_MESSAGES =
  /^(Connection terminated|Client (has encountered a connection error|was closed) and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether an error (or its cause) says the connection was lost or could not be made: SQLSTATE
 * class 08, the server shutting down or starting (57P01–57P03), a socket that failed, or
 * node-postgres's words for a dead socket.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CODES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
