// @vitest-environment jsdom
/** Date of birth (§5, §9): 65 years ending 18 years ago, stored DD-MM-YYYY, days per month. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { BirthdayWidget, birthYears, daysIn } from '../../widgets/birthday-widget';
import { pickOption, renderWidget, setupI18n } from './support';

beforeAll(() => setupI18n());

describe('BirthdayWidget', () => {
  it('offers the 65 years ending 18 years ago', () => {
    const years = birthYears(Date.UTC(2026, 5, 1), 18, 65);
    expect(years).toHaveLength(65);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1944);
  });

  it('knows February', () => {
    expect(daysIn(2, 2023)).toBe(28);
    expect(daysIn(2, 2024)).toBe(29);
    expect(daysIn(4, 1990)).toBe(30);
  });

  it('stores DD-MM-YYYY once day, month and year are chosen, and marks the field left', async () => {
    const user = userEvent.setup();
    const rec = renderWidget(BirthdayWidget, {
      label: 'forms:personal.inputBirthday.label',
      options: { minYears: 18, spanYears: 65 },
    });
    await pickOption(user, 'Date of birth: Day', '14');
    await pickOption(user, 'Date of birth: Month', '03');
    expect(rec.changes.at(-1)).toBeUndefined();
    await pickOption(user, 'Date of birth: Year', '1990');
    expect(rec.changes.at(-1)).toBe('14-03-1990');
    // Each part's name says what it shows (WCAG 2.5.3: the visible text is in the name).
    expect(screen.getByRole('button', { name: 'Date of birth: Year, 1990' }).textContent).toBe(
      '1990',
    );
    expect(rec.blurs).toEqual(['root_field']);
  });
});
