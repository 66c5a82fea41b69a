/**
 * A bureau file from the books' facts: every account, each listed by the rules of listing.ts; a
 * disputed one is marked disputed where the format says so, else held out (and named, so the
 * console can show why a file is short).
 */
import type { BureauFormat, FileHeader, ReportedAccount } from './format';
import { listingOf, type ListingRules, type LoanFacts } from './listing';

export interface BuiltFile {
  readonly name: string;
  readonly content: string;
  readonly records: number;
  readonly negative: readonly string[];
  readonly heldOut: readonly string[];
}

export function buildBureauFile(
  format: BureauFormat,
  header: FileHeader,
  loans: readonly LoanFacts[],
  rules: ListingRules,
  now: number,
): BuiltFile {
  const reported: ReportedAccount[] = [];
  const heldOut: string[] = [];
  for (const facts of loans) {
    const listing = listingOf(facts, rules, now);
    if (listing === 'held' && !format.reportsDisputed) heldOut.push(facts.accountNumber);
    else reported.push({ facts, listing });
  }
  return {
    name: format.fileName(header),
    content: format.render(header, reported),
    records: reported.length,
    negative: reported.filter((r) => r.listing === 'negative').map((r) => r.facts.accountNumber),
    heldOut,
  };
}
