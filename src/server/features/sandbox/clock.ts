/**
 * The sandbox clock (sandbox mode only, docs/architecture.md §1 "Time"): the wall clock plus an offset kept in
 * the database, so overdue days, penalty, reminders, cashier expiry and the 24 h cancel can be
 * seen end to end with `npm start`. Time only moves forward (or back to the wall clock with
 * reset); every server process on the database reads the same offset within a second.
 */
import type { Db } from '../../db/client';
import type { Clock } from '../../types';
import { readClockOffset, writeClockOffset } from './repo';

export interface SandboxClock {
  /** The server's clock: wall time plus the offset. */
  readonly now: Clock;
  offsetMs(): number;
  /** Reads the offset another process may have moved. */
  refresh(): Promise<void>;
  /** Moves time forward by `ms`; returns the new offset. */
  advance(ms: number): Promise<number>;
  /** Back to the wall clock. */
  reset(): Promise<void>;
  stop(): void;
}

const UNIT_MS: Readonly<Record<string, number>> = {
  d: 86_400_000,
  h: 3_600_000,
  m: 60_000,
  s: 1_000,
};
/** Ten years: further than any loan, retention aside, needs to be seen in the sandbox. */
const MAX_SHIFT_MS = 3650 * UNIT_MS.d!;

/**
 * Parses a forward shift such as `+10d`, `3h`, `1d12h` or `+30m`; undefined when it is not one
 * (zero, negative, unknown unit or beyond ten years).
 */
export function parseShift(text: string): number | undefined {
  const match = /^\+?((?:\d{1,5}[dhms])+)$/.exec(text.trim().toLowerCase());
  if (!match) return undefined;
  let total = 0;
  for (const [, amount, unit] of match[1]!.matchAll(/(\d+)([dhms])/g))
    total += Number(amount) * UNIT_MS[unit!]!;
  return total > 0 && total <= MAX_SHIFT_MS ? total : undefined;
}

/** Opens the clock at the stored offset and re-reads it every `refreshMs` (0 = never). */
export async function openSandboxClock(
  db: Db,
  wall: Clock = Date.now,
  refreshMs = 1_000,
): Promise<SandboxClock> {
  let offset = await readClockOffset(db);
  // Reads and moves one at a time: a refresh whose read fell between a move's read and its write
  // answered the offset from before and took the move back (a jump of days then overshot: each
  // step was measured from the older offset).
  let last: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
  const refresh = () =>
    serial(async () => {
      offset = await readClockOffset(db);
    });
  const timer =
    refreshMs > 0 ? setInterval(() => void refresh().catch(() => undefined), refreshMs) : undefined;
  timer?.unref();
  return {
    now: () => wall() + offset,
    offsetMs: () => offset,
    refresh,
    advance: async (ms) => {
      if (!Number.isSafeInteger(ms) || ms <= 0 || ms > MAX_SHIFT_MS)
        throw new RangeError('the sandbox clock only moves forward, at most ten years at a time');
      return serial(async () => {
        // Read first: another process may have moved it since our last refresh.
        offset = (await readClockOffset(db)) + ms;
        await writeClockOffset(db, offset, new Date(wall()));
        return offset;
      });
    },
    reset: () =>
      serial(async () => {
        offset = 0;
        await writeClockOffset(db, 0, new Date(wall()));
      }),
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
