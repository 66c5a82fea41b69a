/**
 * The staff audit's hash chain (migration 0015): each row's hash is SHA-256 over the hash of the
 * row before and every column, as the database renders them. The insert trigger computes it in
 * SQL (`staff_audit_row_hash`); this recomputes it independently, so a row changed by anyone who
 * could bypass the trigger, a row removed or one put in between, is found and named.
 */
import { createHash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

/** One audit row as text, the way the database prints it (jsonb's own canonical text). */
export interface ChainRow {
  readonly id: string;
  readonly seq: string | null;
  readonly staffId: string | null;
  readonly action: string;
  readonly target: string | null;
  readonly detail: string | null;
  readonly ip: string | null;
  /** Microseconds since the epoch. */
  readonly atMicros: string;
  readonly prevHash: string | null;
  readonly hash: string | null;
}

const opt = (value: string | null) => (value === null ? '~' : `:${value}`);

export function rowHash(prevHash: string, row: ChainRow): string {
  const fields = [
    prevHash,
    row.seq ?? '',
    row.id,
    opt(row.staffId),
    `:${row.action}`,
    opt(row.target),
    opt(row.detail),
    opt(row.ip),
    row.atMicros,
  ];
  return createHash('sha256').update(fields.join('\n'), 'utf8').digest('hex');
}

export type ChainBreak = 'seq' | 'prevHash' | 'hash' | 'head';

/** Walks rows in chain order; keeps what the next page needs. */
export class ChainWalker {
  private last = GENESIS_HASH;
  private count = 0;

  /** The first row that breaks the chain in this page, or null. */
  check(rows: readonly ChainRow[]): { row: ChainRow; broken: ChainBreak } | null {
    for (const row of rows) {
      this.count += 1;
      if (row.seq !== String(this.count)) return { row, broken: 'seq' };
      if (row.prevHash !== this.last) return { row, broken: 'prevHash' };
      if (row.hash !== rowHash(this.last, row)) return { row, broken: 'hash' };
      this.last = row.hash;
    }
    return null;
  }

  /** Whether the chain's recorded end is where the rows end (nothing cut off the tail). */
  endsAt(head: { seq: string; hash: string } | undefined): boolean {
    if (!head) return this.count === 0;
    return head.seq === String(this.count) && head.hash === this.last;
  }

  get rowsChecked(): number {
    return this.count;
  }
}
