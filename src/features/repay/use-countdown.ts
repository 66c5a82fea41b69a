/** Seconds left until `expiresAt` (epoch seconds), ticking each second; 0 once past. */
import { useEffect, useState } from 'react';

export function secondsLeft(expiresAt: number, nowMs: number): number {
  return Math.max(0, Math.ceil(expiresAt - nowMs / 1000));
}

/** 1799 → "29:59": the cashier order's validity as a phone shows a timer. */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, '0')}`;
}

export function useCountdown(expiresAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return secondsLeft(expiresAt, now);
}
