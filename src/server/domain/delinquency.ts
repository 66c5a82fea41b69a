/**
 * Delinquency as data: an open loan's days past due on its country's calendar and the
 * aging bucket the product file puts it in (`delinquencyBuckets`, each bucket's first day).
 * Values in, values out: the end-of-day job files the answer in the history table, so a report
 * for any past day reads what was true that day.
 */

/** The buckets when a product file names none: current, 1-7, 8-30, 31-60, 61-90, 91+. */
export const DEFAULT_BUCKETS: readonly number[] = [0, 1, 8, 31, 61, 91];

/** Days past due on business day `today` of a loan due on business day `dueDay` (0 until then). */
export function daysPastDue(today: number, dueDay: number): number {
  return Math.max(0, today - dueDay);
}

/**
 * The bucket's name: `current` for day 0, `1-7` for a closed range, `91+` for the last. Names are
 * data, so the console formats them rather than translating a fixed list.
 */
export function bucketName(buckets: readonly number[], index: number): string {
  const from = buckets[index];
  if (from === undefined) throw new Error(`no bucket ${index}`);
  const next = buckets[index + 1];
  if (from === 0 && next === 1) return 'current';
  return next === undefined ? `${from}+` : `${from}-${next - 1}`;
}

/** Every bucket's name, in order. */
export function bucketNames(buckets: readonly number[]): string[] {
  return buckets.map((_, i) => bucketName(buckets, i));
}

/** The bucket `dpd` falls in (the last whose first day is at most `dpd`). */
export function bucketOf(buckets: readonly number[], dpd: number): string {
  let found = 0;
  buckets.forEach((from, i) => {
    if (from <= dpd) found = i;
  });
  return bucketName(buckets, found);
}

/** Checks a product file's list: whole days, ascending, starting at 0 (every loan has a bucket). */
export function bucketProblem(buckets: readonly number[]): string | undefined {
  if (buckets.length === 0) return 'must list at least one bucket';
  if (buckets[0] !== 0) return 'must start at 0 (a loan not yet due is current)';
  if (buckets.some((d, i) => !Number.isSafeInteger(d) || (i > 0 && d <= (buckets[i - 1] ?? 0))))
    return 'must be whole days, ascending';
  return undefined;
}
