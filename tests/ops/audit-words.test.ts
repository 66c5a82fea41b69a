/**
 * An audit row's detail in the console's words: amounts carry the currency of the loan or borrower
 * the row names (or the detail's own country), nested amounts too; digits alone only when no
 * country is known.
 */
import { describe, expect, it } from 'vitest';
import { atWords, detailWords } from '../../src/ops/audit-words';
import { COUNTRY_CODES } from '../../src/shared/countries';
import { formatMoney } from '../../src/shared/format';

const COUNTRY = COUNTRY_CODES[0];
/** Labels as the locale would give them; the key itself when it has none. */
const t = (key: string) => key.replace('audit.detail.', '');

describe('audit detail words', () => {
  it("writes amounts in the row's country's currency", () => {
    expect(detailWords(t, { amount: 57_000, reason: 'estate has no assets' }, COUNTRY)).toBe(
      `amount: ${formatMoney(57_000, COUNTRY)} · reason: estate has no assets`,
    );
    expect(detailWords(t, { split: { principal: 5_000 } }, COUNTRY)).toBe(
      `split: principal ${formatMoney(5_000, COUNTRY)}`,
    );
  });

  it("names a flag's kind and a plan's total in words", () => {
    const words = (key: string) =>
      key === 'flags.kinds.doNotContact' ? 'Do not contact' : key.replace('audit.detail.', '');
    expect(detailWords(words, { kind: 'doNotContact', total: 103_740 }, COUNTRY)).toBe(
      `kind: Do not contact · total: ${formatMoney(103_740, COUNTRY)}`,
    );
    expect(detailWords(words, { kind: 'instalments' }, COUNTRY)).toBe('kind: instalments');
  });

  it("falls back to the detail's own country, then to digits", () => {
    expect(detailWords(t, { country: COUNTRY, limit: 500_000 })).toBe(
      `country: ${COUNTRY} · limit: ${formatMoney(500_000, COUNTRY)}`,
    );
    expect(detailWords(t, { amount: 57_000 })).toBe(`amount: ${formatMoney(57_000)}`);
  });

  it("writes a row's real time as the console writes moments, the books' day beside it if it differs", () => {
    const words = (key: string, o?: Record<string, unknown>) =>
      key === 'day.pattern' ? 'DD/MM/YYYY' : `${key} ${String(o?.day ?? '')}`.trim();
    // Noon UTC is the same day in any zone the console is used in (UTC-11 to UTC+11).
    const at = '2026-12-07T12:00:05.000Z';
    const real = atWords(words, { at, detail: null });
    expect(real).toMatch(/^07\/12\/2026 \d{2}:00:05$/);
    expect(atWords(words, { at, detail: { booksAt: '2026-12-07T12:30:00.000Z' } })).toBe(real);
    const moved = { at, detail: { amount: 500, booksAt: '2026-12-10T12:00:00.000Z' } };
    expect(atWords(words, moved)).toBe(`${real} · audit.booksDay 10/12/2026`);
    // The books' moment is said beside the time, not again among the detail's values.
    expect(detailWords(t, moved.detail, COUNTRY)).toBe(`amount: ${formatMoney(500, COUNTRY)}`);
  });
});
