/**
 * Proves the staff audit's hash chain from its first row to its recorded end, a page at a time,
 * and names the first row that breaks it. Given anchors (the head as written outside the database
 * over time), each must name the hash the chain has at its place: a chain rewritten whole by the
 * database's owner proves itself, but not those. `npm run ops -- audit verify` prints the answer.
 */
import type { ServerDeps } from '../../types';
import { ChainWalker, type ChainBreak } from './audit-chain';
import { AnchorCheck, type AuditAnchor } from './audit-anchors';
import { firstUnchainedAudit, readChainHead, readChainPage } from './staff-repo';

const PAGE = 2000;

export type AuditVerdict =
  | { readonly ok: true; readonly rows: number }
  | {
      readonly ok: false;
      readonly rows: number;
      /** The audit row's id; null when the rows end before the recorded head (rows cut off). */
      readonly firstBrokenId: string | null;
      readonly broken: ChainBreak | 'unchained' | 'anchor';
      /** The anchor the chain contradicts, when that is what broke. */
      readonly anchor?: AuditAnchor;
    };

export async function verifyAuditChain(
  deps: Pick<ServerDeps, 'db'>,
  anchors: readonly AuditAnchor[] = [],
): Promise<AuditVerdict> {
  const walker = new ChainWalker();
  const anchored = new AnchorCheck(anchors);
  const genesis = anchored.genesis();
  if (genesis)
    return { ok: false, rows: 0, firstBrokenId: null, broken: 'anchor', anchor: genesis };
  for (let after = 0; ;) {
    const page = await readChainPage(deps.db, after, PAGE);
    const found = walker.check(page);
    if (found)
      return {
        ok: false,
        rows: walker.rowsChecked,
        firstBrokenId: found.row.id,
        broken: found.broken,
      };
    const contradicted = anchored.contradicted(page);
    if (contradicted)
      return {
        ok: false,
        rows: walker.rowsChecked,
        firstBrokenId: contradicted.row.id,
        broken: 'anchor',
        anchor: contradicted.anchor,
      };
    if (page.length < PAGE) break;
    after = Number(page[page.length - 1]!.seq);
  }
  const outside = await firstUnchainedAudit(deps.db);
  if (outside !== undefined)
    return {
      ok: false,
      rows: walker.rowsChecked,
      firstBrokenId: String(outside),
      broken: 'unchained',
    };
  if (!walker.endsAt(await readChainHead(deps.db)))
    return { ok: false, rows: walker.rowsChecked, firstBrokenId: null, broken: 'head' };
  const beyond = anchored.beyond(walker.rowsChecked);
  if (beyond)
    return {
      ok: false,
      rows: walker.rowsChecked,
      firstBrokenId: null,
      broken: 'anchor',
      anchor: beyond,
    };
  return { ok: true, rows: walker.rowsChecked };
}
