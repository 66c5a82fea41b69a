/** The automatic assessment's rules, on their own: age, a written-off loan, overdue loans elsewhere. */
import { describe, expect, it } from 'vitest';
import { assess } from '../../../src/server/domain/assessment';

const NOW = Date.UTC(2026, 10, 26, 9);
const adult = { inputBirthday: '01-06-1990' };
const clean = { q1: 'no', q11: '0' };

describe('assessment', () => {
  it('approves an adult with a clean history', () => {
    expect(assess({ personal: adult, questionnaire: clean }, NOW, 'TZ')).toEqual({
      approved: true,
    });
  });

  it('declines anyone under 18 on their country’s date', () => {
    expect(
      assess({ personal: { inputBirthday: '27-11-2008' }, questionnaire: clean }, NOW, 'TZ'),
    ).toEqual({ approved: false, reason: 'underage' });
    expect(
      assess({ personal: { inputBirthday: '26-11-2008' }, questionnaire: clean }, NOW, 'TZ'),
    ).toEqual({ approved: true });
  });

  it('declines a borrower whose loan was written off, whatever they answer', () => {
    expect(
      assess({ personal: adult, questionnaire: clean, writtenOffLoans: 1 }, NOW, 'TZ'),
    ).toEqual({ approved: false, reason: 'writtenOff' });
    expect(
      assess({ personal: adult, questionnaire: clean, writtenOffLoans: 0 }, NOW, 'TZ'),
    ).toEqual({ approved: true });
  });

  it('declines a missed payment with three overdue loans elsewhere, not with two', () => {
    const answers = (q11: string) => ({ personal: adult, questionnaire: { q1: 'yes', q11 } });
    expect(assess(answers('3'), NOW, 'TZ')).toEqual({
      approved: false,
      reason: 'overdueElsewhere',
    });
    expect(assess(answers('2'), NOW, 'TZ')).toEqual({ approved: true });
  });
});
