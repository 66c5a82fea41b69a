import { describe, expect, it } from 'vitest';
import { maskMobile, normaliseMobile } from '../../src/server/domain/phone';

describe('normaliseMobile', () => {
  it.each([
    '0712345678',
    '712345678',
    '+255712345678',
    '255712345678',
    '0712 345 678',
    '+255 712-345-678',
  ])('reads %s as +255712345678', (typed) => {
    expect(normaliseMobile(typed, 'TZ')).toEqual({
      ok: true,
      e164: '+255712345678',
      country: 'TZ',
    });
  });

  it('treats +254 and 254 numbers as Kenyan whatever the default', () => {
    for (const typed of ['+254712345678', '254712345678']) {
      expect(normaliseMobile(typed, 'TZ')).toEqual({
        ok: true,
        e164: '+254712345678',
        country: 'KE',
      });
    }
    expect(normaliseMobile('0712345678', 'KE')).toEqual({
      ok: true,
      e164: '+254712345678',
      country: 'KE',
    });
    expect(normaliseMobile('0110123456', 'KE')).toMatchObject({ ok: true, e164: '+254110123456' });
  });

  it('accepts the newer Tanzanian ranges (06x, Vodacom 072)', () => {
    expect(normaliseMobile('0621234567', 'TZ')).toMatchObject({ ok: true });
    expect(normaliseMobile('0725292908', 'TZ')).toMatchObject({ ok: true, e164: '+255725292908' });
  });

  it('refuses empty, malformed, fixed-line, unassigned and foreign numbers', () => {
    expect(normaliseMobile('', 'TZ')).toEqual({ ok: false, reason: 'empty' });
    expect(normaliseMobile('  ', 'TZ')).toEqual({ ok: false, reason: 'empty' });
    for (const typed of [
      '07abc45678',
      '071234567',
      '07123456789',
      '0642345678',
      '0222123456',
      '+14155552671',
    ]) {
      expect(normaliseMobile(typed, 'TZ'), typed).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(normaliseMobile('0201234567', 'KE')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('maskMobile', () => {
  it('keeps only the last two digits', () => {
    expect(maskMobile('+255712345678')).toBe('+**********78');
    expect(maskMobile('0712 345 678')).toBe('**** *** *78');
  });
});
