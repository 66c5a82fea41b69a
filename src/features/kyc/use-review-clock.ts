/**
 * The review countdown (§9: 5 minutes) for an order, started the first time this phone shows the
 * order under review and kept in sessionStorage, so a reload does not start it again.
 */
import { useEffect, useState } from 'react';
import { secondsLeft } from './review-countdown';

function startOf(orderNo: string): number {
  const key = `mkopo.reviewStart.${orderNo}`;
  try {
    const stored = Number(sessionStorage.getItem(key));
    if (stored > 0) return stored;
    const now = Date.now();
    sessionStorage.setItem(key, String(now));
    return now;
  } catch {
    return Date.now();
  }
}

export function useReviewClock(orderNo: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const start = orderNo ? startOf(orderNo) : now;
  const left = secondsLeft(start, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}
