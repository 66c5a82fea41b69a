/** The 5-minute countdown of the review screen (spec §9), as pure arithmetic on timestamps. */
export const REVIEW_SECONDS = 5 * 60;

/** Whole seconds left from `startedAt` (ms) at `now` (ms); never below zero. */
export function secondsLeft(startedAt: number, now: number, total = REVIEW_SECONDS): number {
  return Math.max(0, total - Math.floor((now - startedAt) / 1000));
}

/** 'm:ss', e.g. 299 → '4:59'. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
