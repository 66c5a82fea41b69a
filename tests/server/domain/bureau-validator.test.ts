/**
 * The bureau validators refuse what their templates refuse: a missing required field, a bad date,
 * an unknown code, a negative listing without arrears, a settled account with a balance.
 */
import { describe, expect, it } from 'vitest';
import { BUREAU_FORMATS, bureauFormat } from '../../../src/server/features/bureau/formats';
import type { LoanFacts } from '../../../src/server/domain/bureau/listing';

const late: LoanFacts = {
  accountNumber: 'MK1',
  surname: 'Otieno',
  forenames: 'Amina W',
  nationalId: '12345678',
  mobile: '+254712345678',
  birthDate: '14-03-1991',
  gender: '2',
  openedDay: 20_500,
  dueDay: 20_510,
  originalAmount: 5000,
  balance: 5000,
  daysInArrears: 40,
  lastPayment: null,
  closedDay: null,
  writtenOff: false,
  disputed: false,
  noticeDeliveredAt: 0,
};
const header = {
  lenderCode: 'MKP001',
  lenderName: 'Mkopo Credit',
  currency: 'KES',
  period: 'daily',
  day: 20_550,
} as const;

describe.each(Object.values(BUREAU_FORMATS))('the $id validator', (format) => {
  const good = format.render(header, [{ facts: late, listing: 'negative' }]);
  const lines = good.split('\n');
  const broken = (edit: (values: string[]) => void) => {
    const values = (lines[2] ?? '').split('|');
    edit(values);
    return [lines[0], lines[1], values.join('|'), ''].join('\n');
  };

  it('passes a file it rendered', () => {
    expect(format.validate(good)).toEqual([]);
  });

  it('refuses a missing name, a bad date, a short record and a wrong header', () => {
    // The first date column of the layout (each names its dates "...Date...").
    const dateColumn = (lines[1] ?? '').split('|').findIndex((name) => /Date/.test(name));
    const rules = (content: string) => format.validate(content).map((i) => i.rule);
    expect(rules(broken((v) => (v[v.findIndex((x) => x === '12345678')] = '')))).toContain(
      'required',
    );
    expect(
      rules(broken((v) => (v[dateColumn] = format.id === 'cis-4.1' ? '20261345' : '2026-13-45'))),
    ).toContain('date');
    expect(rules(broken((v) => v.pop()))).toContain('fieldCount');
    expect(format.validate(good.replace(/^H\|/, 'X|'))[0]?.rule).toBe('header');
  });
});

// The Tanzanian file states the listing in a column that can contradict its amounts; the Kenyan
// file's arrears fields are its listing (tests/server/bureau/cis-validator.test.ts refuses
// arrears that come without the rest of them, or on a closed account).
describe('the bot-crb-2024 validator', () => {
  const format = bureauFormat('bot-crb-2024');

  it('refuses a negative listing without arrears and a settled account with a balance', () => {
    const noArrears = format.render(header, [
      { facts: { ...late, daysInArrears: 0 }, listing: 'negative' },
    ]);
    expect(format.validate(noArrears).map((i) => i.rule)).toContain('negativeWithoutArrears');
    const settled = format.render(header, [
      { facts: { ...late, daysInArrears: 0, closedDay: 20_549 }, listing: 'settled' },
    ]);
    expect(format.validate(settled).map((i) => i.rule)).toContain('settledWithBalance');
  });
});
