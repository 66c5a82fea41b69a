// @vitest-environment jsdom
/**
 * A day in the console is written as its language writes one (dd/mm/yyyy), not as the browser's
 * locale draws a date input: typed and shown so in English and Kiswahili, read back as the ISO
 * day the API takes (a pasted ISO day too), a day that does not exist refused, and a form gets
 * the ISO day under the field's name.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DayField } from '../../src/ops/day-field';
import { dayFromText, dayText } from '../../src/ops/day-words';
import { setLanguage } from '../../src/ops/i18n';
import en from '../../src/ops/locales/en.json';
import sw from '../../src/ops/locales/sw_KE.json';
import { setUpConsolePageTests, showPage } from './support';

setUpConsolePageTests();

describe('day words', () => {
  it.each([
    ['16/01/2026', '2026-01-16'],
    ['1/2/2026', '2026-02-01'],
    ['01-02-2026', '2026-02-01'],
    ['2026-01-16', '2026-01-16'],
    ['31/02/2026', undefined],
    ['16/01/26', undefined],
    ['01/16/2026', undefined],
    ['', undefined],
  ])('reads %j by DD/MM/YYYY as %j', (typed, iso) => {
    expect(dayFromText(typed, 'DD/MM/YYYY')).toBe(iso);
  });

  it('writes and reads a day by the pattern it is given', () => {
    expect(dayText('2026-01-16', 'DD/MM/YYYY')).toBe('16/01/2026');
    expect(dayText('2026-01-16', 'MM/DD/YYYY')).toBe('01/16/2026');
    expect(dayFromText('01/16/2026', 'MM/DD/YYYY')).toBe('2026-01-16');
  });
});

function Controlled({ start }: { start: string }) {
  const [day, setDay] = useState(start);
  return (
    <form aria-label="form">
      <DayField label="Day" name="day" value={day} onChange={setDay} />
      <output>{day || 'none'}</output>
    </form>
  );
}

describe('the day field', () => {
  it('shows and takes dd/mm/yyyy in Kiswahili and hands on the ISO day', async () => {
    act(() => setLanguage('sw_KE'));
    showPage(<Controlled start="2026-01-16" />);
    const field = screen.getByLabelText('Day');
    expect((field as HTMLInputElement).value).toBe('16/01/2026');
    expect(field.getAttribute('placeholder')).toBe(sw.day.placeholder);
    await userEvent.clear(field);
    await userEvent.type(field, '03/02/2026');
    expect(screen.getByRole('status').textContent).toBe('2026-02-03');
    const form = screen.getByRole('form', { name: 'form' }) as HTMLFormElement;
    expect(new FormData(form).get('day')).toBe('2026-02-03');
    // No field a person sees is the browser's own date input.
    expect(screen.getByLabelText('Day').getAttribute('type')).not.toBe('date');
  });

  it('refuses a day that does not exist, in the language shown', async () => {
    showPage(<Controlled start="" />);
    const field = screen.getByLabelText('Day');
    expect(field.getAttribute('placeholder')).toBe(en.day.placeholder);
    await userEvent.type(field, '31/02/2026');
    fireEvent.blur(field);
    expect(screen.getByRole('status').textContent).toBe('none');
    const invalid = en.day.invalid.replace('{{placeholder}}', en.day.placeholder);
    expect(await screen.findByText(invalid)).toBeTruthy();
  });
});
