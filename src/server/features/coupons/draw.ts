/**
 * The lottery draw (docs/product.md §7 lottery-draw): one prize per borrower, chosen by weight. The pick
 * follows from the user id through a hash, so it needs no random source, is the same on every
 * server process and in tests, and drawing again cannot change it.
 */
import { createHash } from 'node:crypto';
import type { Prize } from '../../../shared/data-files.gen';

export type { Prize };

/** The prize of a user: a weighted pick by a hash of the user id. */
export function pickPrize(userId: number, prizes: readonly Prize[]): Prize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error('the draw has no prizes');
  let ticket = createHash('sha256').update(`draw:${userId}`).digest().readUInt32BE(0) % total;
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return prizes[prizes.length - 1] as Prize;
}
