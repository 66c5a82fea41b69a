// @vitest-environment jsdom
/**
 * WhatsApp number (issue: "075432" was accepted; "+255754321987" was cut to "2557543219" and
 * accepted): an international number becomes the national one, a longer one is never cut, and the
 * form file's pattern refuses what is not a whole mobile number.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { nationalPhone, PhoneWidget } from '../../widgets/phone-widget';
import { served } from '../shared/forms/support';
import { renderWidget, setupI18n } from './support';

beforeAll(() => setupI18n());

const patternOf = (country: string) =>
  new RegExp(String(served(country, 'personal').schema.properties.whatsappNo?.pattern));

describe('nationalPhone', () => {
  it('turns a complete international number into the national one', () => {
    expect(nationalPhone('+255754321987')).toBe('0754321987');
    expect(nationalPhone('+255 754 321 987')).toBe('0754321987');
    expect(nationalPhone('00255754321987')).toBe('0754321987');
    expect(nationalPhone('+254712345678')).toBe('0712345678');
  });

  it('keeps the + while the number is typed, and never cuts digits', () => {
    expect(nationalPhone('+2557')).toBe('+2557');
    expect(nationalPhone('07543219871234')).toBe('07543219871234');
    expect(nationalPhone('0754-321 987')).toBe('0754321987');
  });
});

describe('the WhatsApp rule of the form files', () => {
  it('refuses a short number and accepts a whole mobile number', () => {
    const tz = patternOf('tz');
    expect(tz.test('075432')).toBe(false);
    expect(tz.test('2557543219')).toBe(false);
    expect(tz.test('0754321987')).toBe(true);
    expect(tz.test('754321987')).toBe(true);
    expect(patternOf('ke').test('0712345678')).toBe(true);
    expect(patternOf('ke').test('075432')).toBe(false);
  });
});

describe('PhoneWidget', () => {
  it('stores +255754321987 typed key by key as 0754321987', async () => {
    const rec = renderWidget(PhoneWidget, {
      label: 'forms:personal.whatsappNo.label',
      options: { maxDigits: 10 },
    });
    const input = screen.getByRole('textbox', { name: 'WhatsApp number' });
    await userEvent.type(input, '+255754321987');
    expect(rec.changes.at(-1)).toBe('0754321987');
    expect((input as HTMLInputElement).value).toBe('0754321987');
    expect(input.getAttribute('maxlength')).toBeNull();
  });
});
