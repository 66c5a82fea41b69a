/**
 * How long each part of this process's start took, for /metrics and the start's log line: the
 * runtime and modules (until main runs), opening the database (a fresh embedded one unpacked from
 * its dump), the migrations' check, building the app, and listening.
 */
import { performance } from 'node:perf_hooks';

const phases = new Map<string, number>();
let last: number | undefined;

/** Ends the phase `name` now: it lasted since the previous phase ended (or the process began). */
export function endPhase(name: string): void {
  const now = performance.now();
  phases.set(name, now - (last ?? 0));
  last = now;
}

/** Each phase's milliseconds, in the order they ended. */
export function startPhases(): ReadonlyMap<string, number> {
  return phases;
}
