/**
 * `npm run ops -- audit verify [--anchors <file>]`: proves the staff audit's hash chain, and
 * holds it to the anchors written outside the database (DATA_DIR/audit-anchors.jsonl, or a copy
 * shipped elsewhere); `audit anchor` writes one now. Exit code 1 when broken.
 */
import type { ServerDeps } from '../../types';
import { verifyAuditChain, type AuditVerdict } from './audit-verify';
import { anchorPath, readAnchors } from './audit-anchor-file';
import { anchorAuditHead } from './audit-anchoring';
import type { AuditAnchor } from './audit-anchors';

type Print = (line: string) => void;

export const AUDIT_USAGE = 'usage: audit verify [--anchors <file>] | audit anchor';

const WHAT: Record<string, string> = {
  seq: 'a row is missing before it or its place was changed',
  prevHash: 'it does not follow the row before it',
  hash: 'its contents were changed after it was written',
  unchained: 'it was written outside the chain',
  head: 'rows at the end of the chain are missing',
  anchor: 'the chain is not the one anchored outside the database: it was rewritten',
};

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

/** The anchors file to check against: `--anchors <file>`, else the one in DATA_DIR. */
function anchorsFile(deps: Deps, args: readonly string[]): string | null {
  if (args.length === 1) return anchorPath(deps.config.dataDir);
  if (args.length === 3 && args[1] === '--anchors' && args[2]) return args[2];
  return null;
}

function printVerdict(verdict: AuditVerdict, anchors: number, print: Print): number {
  if (verdict.ok) {
    print(
      `audit chain verified: ${verdict.rows} rows, ${anchors} anchor${anchors === 1 ? '' : 's'}`,
    );
    return 0;
  }
  const where =
    verdict.firstBrokenId === null
      ? 'after the last row'
      : `at audit row #${verdict.firstBrokenId}`;
  const anchor = verdict.anchor
    ? ` (anchor of ${verdict.anchor.at} names row ${verdict.anchor.seq} with hash ${verdict.anchor.hash.slice(0, 12)}…)`
    : '';
  print(
    `audit chain BROKEN ${where}: ${WHAT[verdict.broken]}${anchor} (${verdict.rows} rows checked)`,
  );
  return 1;
}

async function verify(deps: Deps, path: string, print: Print): Promise<number> {
  const read = readAnchors(path);
  let anchors: AuditAnchor[] = [];
  if (read === null) print(`no anchors at ${path}: the chain is checked against itself only`);
  else {
    if (read.badLines.length > 0)
      print(`${path}: lines ${read.badLines.join(', ')} are not anchors and were skipped`);
    anchors = read.anchors;
  }
  return printVerdict(await verifyAuditChain(deps, anchors), anchors.length, print);
}

export async function runAuditCommand(
  deps: Deps,
  args: readonly string[],
  print: Print,
): Promise<number> {
  if (args[0] === 'anchor' && args.length === 1) {
    const anchor = await anchorAuditHead({
      db: deps.db,
      clock: deps.clock,
      dataDir: deps.config.dataDir,
      log: { info: () => {}, error: () => {} },
    });
    print(`audit chain anchored at row ${anchor.seq}: ${anchor.hash}`);
    return 0;
  }
  const path = args[0] === 'verify' ? anchorsFile(deps, args) : null;
  if (path === null) {
    print(AUDIT_USAGE);
    return 2;
  }
  return verify(deps, path, print);
}
