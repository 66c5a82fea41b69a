/** The 5-minute countdown of the review screen (docs/product.md §9), as pure arithmetic on timestamps. */
export const REVIEW_SECONDS = 5 * 60;

/** Whole seconds left from `startedAt` (ms) at `now` (ms), within 0…total (a clock read just before the start counts as the start). */
export function secondsLeft(startedAt: number, now: number, total = REVIEW_SECONDS): number {
  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  return Math.max(0, total - elapsed);
}

/** 'm:ss', e.g. 299 → '4:59'. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
