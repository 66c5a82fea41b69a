/**
 * Quiet hours (schemas/<cc>/country.json `sms.quietHours`): collection messages are not sent
 * between `from` and `to` in the borrower's time zone (both "HH:MM"; a window may span midnight).
 */
import { zoneOffsetMinutes } from '../../shared/business-calendar';

export interface QuietHours {
  readonly from: string;
  readonly to: string;
}

const MINUTE = 60_000;
const DAY_MINUTES = 1440;

const minutesOf = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** Minutes since local midnight at `ms` in `timeZone`. */
function localMinutes(ms: number, timeZone: string): number {
  const local = ms + zoneOffsetMinutes(timeZone, ms) * MINUTE;
  return Math.floor(local / MINUTE) % DAY_MINUTES;
}

/** Whether `ms` falls in the quiet window. */
export function isQuiet(ms: number, quiet: QuietHours, timeZone: string): boolean {
  const now = localMinutes(ms, timeZone);
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/** `ms` itself when sending is allowed, else the first minute the window ends. */
export function nextAllowed(ms: number, quiet: QuietHours, timeZone: string): number {
  if (!isQuiet(ms, quiet, timeZone)) return ms;
  const wait = (minutesOf(quiet.to) - localMinutes(ms, timeZone) + DAY_MINUTES) % DAY_MINUTES;
  return (Math.floor(ms / MINUTE) + wait) * MINUTE;
}
