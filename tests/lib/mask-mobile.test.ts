/** The number on Me, masked by its own country's length: no nine digits and trunk 0 assumed. */
import { describe, expect, it } from 'vitest';
import { maskMobile } from '../../src/lib/mask-mobile';

/** Countries of eight, nine and ten national digits; the calling codes are unassigned ones. */
const COUNTRIES = {
  AA: { callingCode: '+991', nationalNumberLength: 8 },
  BB: { callingCode: '+992', nationalNumberLength: 9 },
  CC: { callingCode: '+99', nationalNumberLength: 10 },
};

describe('the masked mobile number', () => {
  it.each([
    ['+99162212993', 8, '062***993'],
    ['+992712345678', 9, '0712***678'],
    ['+997123456789', 10, '0712****789'],
  ])('%s (%i national digits) shows as %s: a star for each hidden digit', (e164, length, shown) => {
    expect(maskMobile(e164, COUNTRIES)).toBe(shown);
    expect(shown).toHaveLength(1 + length); // the trunk 0, then each national digit or its star
  });

  it('shows only the end of a number of no country it knows', () => {
    expect(maskMobile('+4420712345678', COUNTRIES)).toBe('+**********678');
  });

  it('masks the served countries’ numbers by their own facts', () => {
    expect(maskMobile('+255712345678')).toBe('0712***678');
  });
});
