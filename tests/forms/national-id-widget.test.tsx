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

describe('NationalIdWidget ids (issue: the four boxes shared one id)', () => {
  it('gives each box its own id and label, the first named by the field label', () => {
    renderWidget(NationalIdWidget, { options: {} });
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(4);
    expect(new Set(boxes.map((b) => b.id)).size).toBe(4);
    expect(boxes[0]?.id).toBe('root_field');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'National ID, part 1 of 4',
      'National ID, part 2 of 4',
      'National ID, part 3 of 4',
      'National ID, part 4 of 4',
    ]);
    expect(document.querySelector('label')?.getAttribute('for')).toBe('root_field');
  });
});
