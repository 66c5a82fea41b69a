/**
 * In-page probes shared by the three bench variants: when the form was first painted, and per
 * keystroke the time from the keydown to the end of the work it caused (keydown, input, React's
 * synchronous render and effects all run in the key's task; a zero timeout runs right after it),
 * and to the next paint (frame-aligned, so coarser).
 */
declare global {
  interface Window {
    __painted?: number;
    __latencies: number[];
    __toPaint: number[];
    /** Longest interaction so far (Event Timing: input delay + handlers + next paint). */
    __worst: number;
  }
}

const afterPaint = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn, 0));

/** Call once the form is mounted. */
export function markPainted(): void {
  afterPaint(() => {
    window.__painted ??= performance.now();
  });
}

window.__latencies = [];
window.__toPaint = [];
window.__worst = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
    if (e.interactionId) window.__worst = Math.max(window.__worst, e.duration);
}).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
document.addEventListener(
  'keydown',
  (e) => {
    const start = e.timeStamp;
    setTimeout(() => window.__latencies.push(performance.now() - start), 0);
    afterPaint(() => window.__toPaint.push(performance.now() - start));
  },
  true,
);
