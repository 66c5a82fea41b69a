/**
 * Each server's `/readyz` for the weather test: asked once, waited for, and watched through the
 * load to count how long each server said it could not serve.
 */
import { until } from '../../support/cluster';

export interface Readiness {
  readonly status: number;
  readonly checks: Record<string, string>;
}

/** What `/readyz` on `port` says now (status 0: no answer). */
export async function readiness(port: number): Promise<Readiness> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    const body = (await res.json()) as { checks?: Record<string, string> };
    return { status: res.status, checks: body.checks ?? {} };
  } catch {
    return { status: 0, checks: {} };
  }
}

export interface ReadinessWatch {
  /** Resolves once the server on `port` says it is ready. */
  ready(port: number): Promise<void>;
  /** Resolves once every server watched says it is ready. */
  allReady(): Promise<void>;
  /** Seconds each server was seen unready, as `port: seconds`. */
  summary(): string;
  stop(): void;
}

const EVERY_MS = 100;

/** Asks every server of `ports()` every 100 ms until stopped. */
export function watchReadiness(ports: () => readonly number[]): ReadinessWatch {
  const unreadyMs = new Map<number, number>();
  const last = new Map<number, { at: number; ready: boolean }>();
  let stopped = false;
  const look = async () => {
    while (!stopped) {
      const asked = performance.now();
      await Promise.all(
        ports().map(async (port) => {
          const ready = (await readiness(port)).status === 200;
          const now = performance.now();
          const before = last.get(port);
          if (before && !before.ready)
            unreadyMs.set(port, (unreadyMs.get(port) ?? 0) + (now - before.at));
          last.set(port, { at: now, ready });
        }),
      );
      const left = EVERY_MS - (performance.now() - asked);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
    }
  };
  void look();
  const ready = (port: number) =>
    // A restart takes seconds, a start on a loaded machine tens of them: two minutes bound both.
    until(`the server on ${port} to be ready`, async () => (await readiness(port)).status === 200, {
      tries: 2_400,
      everyMs: 50,
    });
  return {
    ready,
    allReady: async () => {
      await Promise.all(ports().map(ready));
    },
    summary: () =>
      ports()
        .map((port) => `${port}: ${((unreadyMs.get(port) ?? 0) / 1000).toFixed(1)}`)
        .join(', '),
    stop: () => {
      stopped = true;
    },
  };
}
