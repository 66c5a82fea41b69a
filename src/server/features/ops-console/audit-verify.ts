/**
 * Proves the staff audit's hash chain from its first row to its recorded end, a page at a time,
 * and names the first row that breaks it. `npm run ops -- audit verify` prints the answer.
 */
import type { ServerDeps } from '../../types';
import { ChainWalker, type ChainBreak } from './audit-chain';
import { firstUnchainedAudit, readChainHead, readChainPage } from './staff-repo';

const PAGE = 2000;

export type AuditVerdict =
  | { readonly ok: true; readonly rows: number }
  | {
      readonly ok: false;
      readonly rows: number;
      /** The audit row's id; null when the rows end before the recorded head (rows cut off). */
      readonly firstBrokenId: string | null;
      readonly broken: ChainBreak | 'unchained';
    };

export async function verifyAuditChain(deps: Pick<ServerDeps, 'db'>): Promise<AuditVerdict> {
  const walker = new ChainWalker();
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
  return { ok: true, rows: walker.rowsChecked };
}
