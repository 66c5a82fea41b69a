/**
 * The phone's zone is asked of Intl (whose first use loads the time zone data, tens of ms on a
 * phone's first screen) only when the phone's offset from UTC is one a country's zone keeps; the
 * offsets listed for each country's zone are the ones the time zone data gives it.
 */
import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES, COUNTRY_FACTS } from '../../src/shared/countries';
import { ZONE_OFFSETS, zoneAmong } from '../../src/lib/phone-language';

/** Minutes east of UTC that `zone` keeps at `when`, from the time zone data. */
function offsetAt(zone: string, when: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(when)
    .find((p) => p.type === 'timeZoneName')!.value; // "GMT+03:00", or "GMT" itself
  const m = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

describe("the phone's zone", () => {
  it("lists every country's zone with the offsets it keeps in winter and summer", () => {
    const year = new Date().getUTCFullYear();
    for (const code of COUNTRY_CODES) {
      const zone = COUNTRY_FACTS[code].timeZone;
      const kept = [0, 6].map((month) => offsetAt(zone, new Date(Date.UTC(year, month, 1))));
      expect(ZONE_OFFSETS[zone], `${code}: ${zone}`).toEqual([...new Set(kept)]);
    }
  });

  it('is asked only when the phone keeps one of the offsets', () => {
    const named = vi.fn(() => 'Africa/Nairobi');
    expect(zoneAmong(['Africa/Dar_es_Salaam', 'Africa/Nairobi'], 0, named)).toBeUndefined();
    expect(zoneAmong(['Africa/Nairobi'], 60, named)).toBeUndefined();
    expect(named).not.toHaveBeenCalled();
    expect(zoneAmong(['Africa/Dar_es_Salaam', 'Africa/Nairobi'], 180, named)).toBe(
      'Africa/Nairobi',
    );
    expect(named).toHaveBeenCalledTimes(1);
  });

  it('is always asked for a zone whose offsets are not listed', () => {
    expect(zoneAmong(['Europe/Paris'], 0, () => 'Europe/Paris')).toBe('Europe/Paris');
  });
});
