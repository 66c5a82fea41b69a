/**
 * Business dates follow each country's own zone (docs/architecture.md §1): a zone away from UTC+3 and a zone with
 * summer time get their own midnights, so "on time until 23:59 on the due date" holds there too.
 */
import { describe, expect, it } from 'vitest';
import {
  businessDay,
  dayInZone,
  endOfBusinessDay,
  startOfDayInZone,
  zoneOffsetMinutes,
} from '../../src/shared/business-calendar';
import { COUNTRY_CODES, COUNTRY_FACTS } from '../../src/shared/countries';

const DAY = 86_400_000;
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / DAY;

describe('business calendar', () => {
  it('reads each zone its own offset, summer time included', () => {
    expect(zoneOffsetMinutes('Africa/Nairobi', Date.UTC(2026, 0, 1))).toBe(180);
    expect(zoneOffsetMinutes('Africa/Kigali', Date.UTC(2026, 0, 1))).toBe(120);
    expect(zoneOffsetMinutes('Africa/Lagos', Date.UTC(2026, 6, 1))).toBe(60);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.UTC(2026, 0, 1))).toBe(330);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 6, 15))).toBe(-240);
    expect(() => zoneOffsetMinutes('Mars/Base', 0)).toThrow();
  });

  it('starts and ends a day at local midnight in a UTC+2 zone', () => {
    const d = day(2026, 4, 16);
    // 23:59 in Kigali is 21:59 UTC: still the 16th there; 22:01 UTC is the 17th.
    expect(dayInZone(Date.UTC(2026, 3, 16, 21, 59), 'Africa/Kigali')).toBe(d);
    expect(dayInZone(Date.UTC(2026, 3, 16, 22, 1), 'Africa/Kigali')).toBe(d + 1);
    expect(startOfDayInZone(d, 'Africa/Kigali')).toBe(Date.UTC(2026, 3, 15, 22));
  });

  it('keeps whole local days across a summer-time change', () => {
    // New York moved its clocks on 2026-03-08: that local day is 23 hours long.
    const d = day(2026, 3, 8);
    const start = startOfDayInZone(d, 'America/New_York');
    const next = startOfDayInZone(d + 1, 'America/New_York');
    expect(start).toBe(Date.UTC(2026, 2, 8, 5));
    expect(next - start).toBe(23 * 3_600_000);
    expect(dayInZone(next - 1, 'America/New_York')).toBe(d);
    expect(dayInZone(next, 'America/New_York')).toBe(d + 1);
  });

  it('gives every country a day that ends one millisecond before the next begins', () => {
    for (const country of COUNTRY_CODES) {
      const now = Date.UTC(2026, 5, 1, 12);
      const today = businessDay(now, country);
      const end = endOfBusinessDay(today, country);
      expect(businessDay(end, country), country).toBe(today);
      expect(businessDay(end + 1, country), country).toBe(today + 1);
      expect(COUNTRY_FACTS[country].timeZone).toMatch(/\//);
    }
  });
});
