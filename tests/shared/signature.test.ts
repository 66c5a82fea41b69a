/** Protects the e-signature rule: only the profile's own name signs ("Mickey Mouse" did). */
import { describe, expect, it } from 'vitest';
import { normaliseName, signatureMatches } from '../../src/shared/signature';

const neema = { firstName: 'Neema', lastName: 'Mushi' };

describe('signatureMatches', () => {
  it('refuses another name', () => {
    expect(signatureMatches('Mickey Mouse', neema)).toBe(false);
    expect(signatureMatches('Neema', neema)).toBe(false);
    expect(signatureMatches('Neema Mushiy', neema)).toBe(false);
  });

  it('forgives case, spacing and diacritics', () => {
    expect(signatureMatches('  neema   MUSHI ', neema)).toBe(true);
    expect(signatureMatches('Néema Mùshi', neema)).toBe(true);
    expect(signatureMatches('Neema Mushi', { firstName: 'Néema', lastName: 'Mushi' })).toBe(true);
  });

  it('takes the middle name or leaves it out, never in another order', () => {
    const asha = { firstName: 'Asha', middleName: 'Rehema', lastName: 'Mwita' };
    expect(signatureMatches('Asha Rehema Mwita', asha)).toBe(true);
    expect(signatureMatches('asha mwita', asha)).toBe(true);
    expect(signatureMatches('Mwita Asha', asha)).toBe(false);
  });

  it('never matches an empty profile name', () => {
    expect(signatureMatches(' ', { firstName: '', lastName: '' })).toBe(false);
  });

  it('normalises typographic apostrophes', () => {
    expect(normaliseName('N’dege  O`Neil')).toBe("n'dege o'neil");
  });
});
