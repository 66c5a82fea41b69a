/** `npm run ops -- audit verify`: proves the staff audit's hash chain; exit code 1 when broken. */
import type { ServerDeps } from '../../types';
import { verifyAuditChain } from './audit-verify';

type Print = (line: string) => void;

export const AUDIT_USAGE = 'usage: audit verify';

const WHAT: Record<string, string> = {
  seq: 'a row is missing before it or its place was changed',
  prevHash: 'it does not follow the row before it',
  hash: 'its contents were changed after it was written',
  unchained: 'it was written outside the chain',
  head: 'rows at the end of the chain are missing',
};

export async function runAuditCommand(
  deps: Pick<ServerDeps, 'db'>,
  args: readonly string[],
  print: Print,
): Promise<number> {
  if (args[0] !== 'verify' || args.length !== 1) {
    print(AUDIT_USAGE);
    return 2;
  }
  const verdict = await verifyAuditChain(deps);
  if (verdict.ok) {
    print(`audit chain verified: ${verdict.rows} rows`);
    return 0;
  }
  const where =
    verdict.firstBrokenId === null
      ? 'after the last row'
      : `at audit row #${verdict.firstBrokenId}`;
  print(`audit chain BROKEN ${where}: ${WHAT[verdict.broken]} (${verdict.rows} rows checked)`);
  return 1;
}
