// @vitest-environment jsdom
/** The NIDA number in four boxes (§5): auto-advance, backspace back, paste splits, error wired. */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinParts, NationalIdWidget, splitDigits } from '../../widgets/national-id-widget';
import { renderWidget, setupI18n } from './support';

beforeAll(() => setupI18n());

const box = (n: number) => screen.getByRole('textbox', { name: `National ID, part ${n} of 4` });

describe('NationalIdWidget', () => {
  it('splits and joins 8-5-5-2', () => {
    expect(splitDigits('1990-0314 12345000022 699', [8, 5, 5, 2])).toEqual([
      '19900314',
      '12345',
      '00002',
      '26',
    ]);
    expect(joinParts(['', '', '', ''])).toBeUndefined();
    expect(joinParts(['1', '', '', ''])).toBe('1---');
  });

  it('moves to the next box when one is full and back on backspace in an empty box', async () => {
    const user = userEvent.setup();
    const rec = renderWidget(NationalIdWidget, { options: { parts: [8, 5, 5, 2] } });
    await user.click(box(1));
    await user.keyboard('19900314');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(1));
    expect(rec.changes.at(-1)).toBe('19900314---');
  });

  it('a pasted whole number fills all four boxes, stored with hyphens', () => {
    const rec = renderWidget(NationalIdWidget, { options: { parts: [8, 5, 5, 2] } });
    fireEvent.paste(box(1), { clipboardData: { getData: () => '19900314-12345-00002-26' } });
    expect(rec.changes.at(-1)).toBe('19900314-12345-00002-26');
    expect((box(4) as HTMLInputElement).value).toBe('26');
  });

  it('keeps its label and shows its error, described by every box', () => {
    renderWidget(NationalIdWidget, {
      rawErrors: ['please enter a valid National ID'],
      required: true,
    });
    expect(screen.getByText('National ID (NIDA number)')).toBeTruthy();
    const error = screen.getByText('please enter a valid National ID');
    expect(box(3).getAttribute('aria-describedby')).toContain(error.id);
    expect(box(3).getAttribute('aria-invalid')).toBe('true');
  });
});
