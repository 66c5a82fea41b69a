/**
 * Correcting the bureau data of a disputed loan (docs/decisions/0026): when staff close a dispute
 * upheld or corrected, the loan's negative listing is withdrawn for good. The next file carries
 * the corrected record (the hold ends with the dispute), and the correction is kept with who,
 * when and the listing before and after, in the caller's transaction with the close.
 */
import { listingOf, type Listing } from '../../domain/bureau/listing';
import type { Tx } from '../../db/tx';
import type { Country } from '../../../shared/countries';
import { listingRulesOf } from './country';
import { bookLoans } from './facts';
import * as repo from './repo';

export interface CorrectionInput {
  readonly requestId: number;
  readonly orderId: number;
  readonly country: Country;
  readonly staffId: number;
  readonly at: number;
}

export interface Correction {
  /** The order number, as the files name the account. */
  readonly accountNumber: string;
  readonly before: Listing;
  readonly after: Listing;
}

/**
 * Records the correction of the disputed loan; undefined when the loan is not in the files (not
 * disbursed, closed too long ago, or a country that reports nothing) or this request corrected it.
 */
export async function correctDisputedListing(
  tx: Tx,
  input: CorrectionInput,
): Promise<Correction | undefined> {
  const rules = listingRulesOf(input.country);
  if (!rules) return undefined;
  const [loan] = await bookLoans(tx, input.country, input.at, input.orderId);
  if (!loan) return undefined;
  const facts = { ...loan.facts, disputed: false };
  const before = listingOf({ ...facts, corrected: false }, rules, input.at);
  const after = listingOf({ ...facts, corrected: true }, rules, input.at);
  const stored = await repo.insertCorrection(tx, {
    orderId: input.orderId,
    requestId: input.requestId,
    country: input.country,
    staffId: input.staffId,
    before,
    after,
    createdAt: new Date(input.at),
  });
  return stored ? { accountNumber: facts.accountNumber, before, after } : undefined;
}
