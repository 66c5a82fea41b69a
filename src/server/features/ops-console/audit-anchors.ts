/**
 * Anchors of the staff audit's chain: its head (last place and hash) written outside the database
 * at a fixed cadence. Whoever owns the database can rewrite a row and recompute every later hash
 * and the head, and the chain proves itself again; an anchor written before the rewrite and kept
 * elsewhere then names a hash the rewritten chain no longer has at that place. One JSON object per
 * line, appended, so a copy shipped anywhere can be compared line by line.
 */
import { GENESIS_HASH, type ChainRow } from './audit-chain';

export interface AuditAnchor {
  /** When it was written (ISO 8601). */
  readonly at: string;
  /** The chain's length then: the place of its last row, 0 while empty. */
  readonly seq: string;
  readonly hash: string;
}

export function anchorLine(anchor: AuditAnchor): string {
  return `${JSON.stringify({ at: anchor.at, seq: anchor.seq, hash: anchor.hash })}\n`;
}

const isAnchor = (value: unknown): value is AuditAnchor => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.at === 'string' &&
    typeof v.seq === 'string' &&
    /^\d+$/.test(v.seq) &&
    typeof v.hash === 'string' &&
    /^[0-9a-f]{64}$/.test(v.hash)
  );
};

/** The anchors of a file's text, and the line numbers (1-based) that are not anchors. */
export function parseAnchors(text: string): { anchors: AuditAnchor[]; badLines: number[] } {
  const anchors: AuditAnchor[] = [];
  const badLines: number[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const value: unknown = JSON.parse(line);
      if (isAnchor(value)) anchors.push(value);
      else badLines.push(i + 1);
    } catch {
      badLines.push(i + 1);
    }
  });
  return { anchors, badLines };
}

/** Checks rows already proven by the chain against the anchors at their places. */
export class AnchorCheck {
  private readonly bySeq = new Map<string, AuditAnchor[]>();
  private readonly highest: AuditAnchor | undefined;

  constructor(anchors: readonly AuditAnchor[]) {
    let highest: AuditAnchor | undefined;
    for (const anchor of anchors) {
      this.bySeq.set(anchor.seq, [...(this.bySeq.get(anchor.seq) ?? []), anchor]);
      if (!highest || BigInt(anchor.seq) > BigInt(highest.seq)) highest = anchor;
    }
    this.highest = highest;
  }

  /** The first anchor an empty chain's start contradicts, or undefined. */
  genesis(): AuditAnchor | undefined {
    return this.bySeq.get('0')?.find((a) => a.hash !== GENESIS_HASH);
  }

  /** The first anchor that names another hash at the place of one of `rows`, or undefined. */
  contradicted(rows: readonly ChainRow[]): { row: ChainRow; anchor: AuditAnchor } | undefined {
    for (const row of rows) {
      const anchor =
        row.seq === null ? undefined : this.bySeq.get(row.seq)?.find((a) => a.hash !== row.hash);
      if (anchor) return { row, anchor };
    }
    return undefined;
  }

  /** The anchor furthest along, when it lies beyond a chain of `length` rows (rows cut off). */
  beyond(length: number): AuditAnchor | undefined {
    return this.highest && BigInt(this.highest.seq) > BigInt(length) ? this.highest : undefined;
  }
}
