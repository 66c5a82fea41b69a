/**
 * Moving the sandbox clock far ahead as time would pass: a day at a time, each step landing at an
 * hour outside every country's quiet hours, with the background jobs run at each, so a jump of
 * months lands every daily job in its own day and in daylight: the bureau's notices, reminders and
 * their SMS go out on the days they would have, not never (a jump that always landed at night
 * kept them waiting for ever).
 */
import { isQuiet } from '../../domain/quiet-hours';
import { COUNTRY_CODES } from '../../../shared/countries';
import { countrySms } from '../sms';
import type { SandboxClock } from './clock';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The first UTC hour at which no country is in its quiet hours; undefined if none is. */
export function daylightHourUtc(at: number): number | undefined {
  const midnight = Math.floor(at / DAY_MS) * DAY_MS;
  for (let hour = 0; hour < 24; hour++) {
    const t = midnight + hour * HOUR_MS + 30 * 60_000;
    const quiet = COUNTRY_CODES.some((c) => {
      const sms = countrySms(c);
      return isQuiet(t, sms.quietHours, sms.timeZone);
    });
    if (!quiet) return hour;
  }
  return undefined;
}

/**
 * Moves `clock` forward by exactly `ms` (its offset ends `ms` on, however long the passes take on
 * the wall clock), running `pass` (one pass of the jobs) after each daylight step in between and
 * once at the end.
 */
export async function advanceLiving(
  clock: SandboxClock,
  ms: number,
  pass: () => Promise<unknown>,
): Promise<void> {
  // The target is an offset, not a time: the wall clock moves on while the passes run, and a
  // target time would land the move short by however long they took.
  await clock.refresh();
  const target = clock.offsetMs() + ms;
  const hour = daylightHourUtc(clock.now());
  // Half-day steps when no hour is daylight everywhere: one of each two is daylight somewhere.
  const step = hour === undefined ? DAY_MS / 2 : DAY_MS;
  const offset = hour === undefined ? 0 : hour * HOUR_MS + 30 * 60_000;
  let next = Math.floor(clock.now() / DAY_MS) * DAY_MS + offset;
  for (;;) {
    while (next <= clock.now()) next += step;
    const by = next - clock.now();
    if (by >= target - clock.offsetMs()) break;
    await clock.advance(by);
    await pass();
    next += step;
  }
  const left = target - clock.offsetMs();
  if (left > 0) await clock.advance(left);
  await pass();
}
