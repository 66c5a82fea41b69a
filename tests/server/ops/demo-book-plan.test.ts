/**
 * The demo book's plan: the same seed gives the same book; on its last day the late loans fall in
 * every collections bucket of the product (1-7 through 91+), some loans still run, some finished,
 * and the applications of the last day cover each decision, in a book of the smallest size too.
 */
import { describe, expect, it } from 'vitest';
import { bucketOf } from '../../../src/server/domain/delinquency';
import { productOf } from '../../../src/server/features/products';
import { planBook } from '../../../src/server/ops/demo-book/scenarios';

const product = productOf('TZ');
const input = (seed: string, size = 600) => ({
  size,
  seed,
  term: product.terms[0]!,
  minAmount: 20_000,
  maxAmount: 60_000,
  stepAmount: product.stepAmount,
});

describe('the demo book plan', () => {
  it('is the same for the same seed and another for another', () => {
    expect(planBook(input('a'))).toEqual(planBook(input('a')));
    expect(planBook(input('a')).stories).not.toEqual(planBook(input('b')).stories);
  });

  it.each([600, 20])(
    'ends with late loans in every bucket and every kind of story (%i)',
    (size) => {
      const book = planBook(input('demo', size));
      const kinds = new Set(book.stories.map((s) => s.story.kind));
      expect([...kinds].sort()).toEqual(
        ['approved', 'cancelled', 'finished', 'overdue', 'referred', 'rejected', 'repaying'].sort(),
      );
      const buckets = new Set(
        book.stories
          .filter((s) => s.story.kind === 'overdue')
          .map((s) =>
            bucketOf(product.delinquencyBuckets, book.horizon - s.story.startDay - book.term),
          ),
      );
      expect([...buckets].sort()).toEqual(['1-7', '31-60', '61-90', '8-30', '91+']);
      expect(book.stories.some((s) => s.story.kind === 'overdue' && s.story.partDay)).toBe(true);
      expect(book.stopDays.at(-1)).toBe(book.horizon);
      expect([...book.stopDays].sort((a, b) => a - b)).toEqual(book.stopDays);
      for (const s of book.stories) expect(s.amount % product.stepAmount).toBe(0);
    },
  );
});
