/** Seconds before another SMS code may be requested (60 s, §5). */
import { useEffect, useState } from 'react';

export function useResendCountdown(): [left: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}
