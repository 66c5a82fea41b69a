/**
 * Business dates per country (docs/architecture.md §1): a business day is a whole number of days since
 * 1970-01-01 on the country's own calendar (its IANA zone in schemas/<cc>/country.json), so a loan
 * due on day D is on time until the last millisecond of D there, whatever the server's zone.
 * The zone's offset comes from the platform's time-zone data (Intl), so a zone with summer time
 * works too; zones without it (all of East Africa) are read once and kept.
 */
import { COUNTRY_FACTS, type Country } from './countries';

export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Zones whose offset is the same in January and July: their one offset, in minutes. */
const fixedOffsets = new Map<string, number | null>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** 'GMT+03:00' → 180, 'GMT-05:30' → -330, 'GMT' → 0. */
function parseOffset(name: string): number {
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

function offsetAt(timeZone: string, ms: number): number {
  const part = formatter(timeZone)
    .formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName');
  return parseOffset(part?.value ?? 'GMT');
}

/** Minutes east of UTC of a zone at an instant (180 for Africa/Nairobi); throws on an unknown zone. */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  let fixed = fixedOffsets.get(timeZone);
  if (fixed === undefined) {
    const january = offsetAt(timeZone, Date.UTC(2025, 0, 15));
    fixed = january === offsetAt(timeZone, Date.UTC(2025, 6, 15)) ? january : null;
    fixedOffsets.set(timeZone, fixed);
  }
  return fixed ?? offsetAt(timeZone, ms);
}

/** The country's zone. */
export const zoneOf = (country: Country): string => COUNTRY_FACTS[country].timeZone;

/** Minutes east of UTC of the country's calendar at an instant. */
export function countryOffsetMinutes(country: Country, ms: number): number {
  return zoneOffsetMinutes(zoneOf(country), ms);
}

/** The local day (days since 1970-01-01 there) of an instant in ms, in a zone. */
export function dayInZone(ms: number, timeZone: string): number {
  return Math.floor((ms + zoneOffsetMinutes(timeZone, ms) * 60_000) / DAY_MS);
}

/** The first millisecond of a local day in a zone, as an instant. */
export function startOfDayInZone(day: number, timeZone: string): number {
  const localMidnight = day * DAY_MS;
  // The offset at the instant itself: read near it, then at the answer (summer-time edges).
  const guess = localMidnight - zoneOffsetMinutes(timeZone, localMidnight) * 60_000;
  return localMidnight - zoneOffsetMinutes(timeZone, guess) * 60_000;
}

/** The business day of an instant in ms, on the country's calendar. */
export function businessDay(ms: number, country: Country): number {
  return dayInZone(ms, zoneOf(country));
}

/** The first millisecond of a business day of the country, as an instant. */
export function startOfBusinessDay(day: number, country: Country): number {
  return startOfDayInZone(day, zoneOf(country));
}

/** The last millisecond of a business day: a payment up to here on the due date is on time. */
export function endOfBusinessDay(day: number, country: Country): number {
  return startOfBusinessDay(day + 1, country) - 1;
}
