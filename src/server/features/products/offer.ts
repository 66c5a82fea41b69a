/** What the borrower is offered: the ladder level their timely repayments reached (docs/architecture.md §1). */
import { nextLevel, offeredLevel, stepAmounts, termsFor } from '../../domain/ladder';
import type { LadderLevel, Product } from '../../domain/product';
import type { Db } from '../../db/client';
import { countTimelyRepaid } from './repo';

export interface Offer {
  readonly level: LadderLevel;
  readonly next: LadderLevel | undefined;
  readonly amounts: number[];
  readonly terms: number[];
}

export async function offerFor(db: Db, userId: number, product: Product): Promise<Offer> {
  return offerAfter(product, await countTimelyRepaid(db, userId));
}

/** The offer after `timelyRepaid` loans finished by their due date. */
export function offerAfter(product: Product, timelyRepaid: number): Offer {
  const level = offeredLevel(product.ladder, timelyRepaid);
  return {
    level,
    next: nextLevel(product.ladder, level),
    amounts: stepAmounts(product, level),
    terms: termsFor(product, level),
  };
}

/** The offer frozen on an order when it was opened. */
export function orderOffer(product: Product, levelNo: number): Offer {
  const level = product.ladder.find((l) => l.level === levelNo) ?? product.ladder[0];
  if (!level) throw new Error('product without ladder');
  return {
    level,
    next: nextLevel(product.ladder, level),
    amounts: stepAmounts(product, level),
    terms: termsFor(product, level),
  };
}
