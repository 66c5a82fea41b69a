/**
 * The offer as the borrower reads it (decision 0053): the ladder's, capped by a lower limit the
 * latest credit decision carried (with its reasons). Orders still record the ladder's limit, so
 * the next decision is made against the ladder and can lift the cap.
 */
import type { Db } from '../../db/client';
import type { Product } from '../../domain/product';
import { carriedLimit, type CarriedLimit } from '../credit';
import { offerFor, type Offer } from '../products';

export interface ShownOffer extends Offer {
  readonly carried?: CarriedLimit;
}

export async function shownOffer(db: Db, userId: number, product: Product): Promise<ShownOffer> {
  const [offer, carried] = await Promise.all([
    offerFor(db, userId, product),
    carriedLimit(db, userId),
  ]);
  if (!carried || carried.limit >= offer.level.limit) return offer;
  const amounts = offer.amounts.filter((a) => a <= carried.limit);
  return {
    ...offer,
    level: { ...offer.level, limit: carried.limit },
    amounts: amounts.length > 0 ? amounts : offer.amounts.slice(0, 1),
    carried,
  };
}
