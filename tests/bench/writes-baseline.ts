/**
 * The write figures before the write path was trimmed (decision 0012), printed by the writes
 * bench beside what it measures now: a bench cannot run code that is gone. Same bench, same
 * machine (2 cores shared with other work), 2026-11-28: rates and latencies from the one run with
 * the machine quiet (load 0.3); CPU per answer and statements, which do not depend on the load,
 * the lowest of three runs at load 22–25. The issue's own figures are kept beside them.
 */
import type { StatementCount } from './statements';
import type { Throughput } from './throughput';

export interface WriteFigures extends Throughput {
  /** CPU of the server's process per answer (PGlite runs inside it), warm-up included. */
  readonly serverCpuMs: number;
  /** Per request, on PostgreSQL. */
  readonly sql?: StatementCount;
}

const figures = (
  label: string,
  requestsPerSecond: number,
  p50: number,
  p99: number,
  serverCpuMs: number,
  sql?: StatementCount,
): WriteFigures => ({
  label,
  requestsPerSecond,
  p50,
  p99,
  requests: requestsPerSecond * 5,
  errors: 0,
  warmUpRequests: 0,
  serverCpuMs,
  ...(sql ? { sql } : {}),
});

export const BEFORE: {
  readonly when: string;
  readonly issue: string;
  readonly figures: readonly WriteFigures[];
} = {
  when: '2026-11-28 09:55 UTC, this bench on the 2-core development machine (commit c916593)',
  issue:
    'first measured: form save 166 req/s (p99 193 ms) on PostgreSQL, 65 (p99 721 ms) on PGlite; repayment confirm 101 and 50 req/s',
  figures: [
    figures('PGlite form save', 214, 39, 110, 9.92),
    figures('PGlite repayment confirm', 80, 116, 415, 20.08),
    figures('PostgreSQL form save', 335, 26, 70, 3.42, { statements: 6.2, transactions: 0 }),
    figures('PostgreSQL repayment confirm', 176, 53, 110, 6.21, {
      statements: 14.2,
      transactions: 1,
    }),
  ],
};
