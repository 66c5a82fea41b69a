import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  columnsRead,
  englishOnly,
  flatten,
  isBareAmount,
  looksLikeKey,
  scanPage,
  semanticsOf,
  type PageView,
} from '../../scripts/console-walk/scan';

const locale = (name: string) =>
  flatten(JSON.parse(readFileSync(`src/ops/locales/${name}.json`, 'utf8')) as unknown);
const semantics = semanticsOf([locale('en'), locale('sw_KE')]);
const page = (text: string, tables: PageView['tables'] = []): PageView => ({ text, tables });
const kinds = (view: PageView) => scanPage(view, semantics).map((f) => `${f.kind} ${f.text}`);

describe('the console walk scan', () => {
  it('reads the column headers of amounts and statuses from the locale files, in both languages', () => {
    expect(semantics.amountHeaders).toContain('amount');
    expect(semantics.statusHeaders).toContain('status');
    expect(semantics.keys).toContain('orderStatus.overdue');
  });

  it('passes a page as a staff member should read it', () => {
    const view = page('Loan MK-20261207-0042 · Overdue · TZS 57,000 owed · 128 days past due', [
      { headers: ['Order', 'Status', 'Amount'], rows: [['MK-1', 'Overdue', 'TZS 57,000']] },
    ]);
    expect(kinds(view)).toEqual([]);
  });

  it('finds raw JSON', () => {
    expect(kinds(page('work: {"payFrequency":"Monthly"}'))[0]).toMatch(/^json /);
  });

  it('finds a raw translation key, not a file name or an address', () => {
    expect(kinds(page('Status orderStatus.overdue'))).toContain('key orderStatus.overdue');
    expect(kinds(page('col.owed'))).toContain('key col.owed');
    expect(kinds(page('payFrequency.monthly'))).toContain('key payFrequency.monthly');
    expect(looksLikeKey('mkopo-ke-20261207.csv', semantics.keys)).toBe(false);
    expect(kinds(page('support@demo.mkopo.test signed in; version 1.2.3; see mkopo.test'))).toEqual(
      [],
    );
  });

  it('finds an amount without its currency in an amount column, by the header', () => {
    const view = page('', [
      { headers: ['Amount', 'Thread'], rows: [['57000', '12345']] },
      { headers: ['Kiasi'], rows: [['57,000']] },
    ]);
    const found = kinds(view);
    expect(found).toContain('bare-amount Amount: 57000');
    // A thread number is not an amount.
    expect(found.some((f) => f.includes('12345'))).toBe(false);
    // A sorted column's header still names it.
    expect(kinds(page('', [{ headers: ['Amount ▲'], rows: [['57000']] }]))).toEqual([
      'bare-amount Amount ▲: 57000',
    ]);
    expect(columnsRead(view, semantics)).toEqual({ amount: 2, status: 0 });
    expect(isBareAmount('TZS 57,000')).toBe(false);
    expect(isBareAmount('999')).toBe(false);
    expect(isBareAmount('52.74 %')).toBe(false);
  });

  it('finds a labelled bare amount in running text, not one with its currency', () => {
    expect(kinds(page('Penalty owed 57000 today'))).toContain('bare-amount Penalty owed 57000');
    expect(kinds(page('Penalty owed 57,000 TZS'))).toEqual([]);
  });

  it('finds a status given as a number, not a date', () => {
    expect(kinds(page('Status: 3 overdue'))).toContain('numeric-status Status 3');
    expect(kinds(page('', [{ headers: ['Status'], rows: [['3']] }]))).toContain(
      'numeric-status Status: 3',
    );
    expect(kinds(page('Status 2026-12-07'))).toEqual([]);
  });

  it('reports what the page cuts off', () => {
    expect(kinds({ ...page('State ACTIVE'), clipped: ['ACTIVE'] })).toEqual(['clipped ACTIVE']);
  });

  it('finds an English message left on a page in Kiswahili', () => {
    const foreign = englishOnly(locale('en'), locale('sw_KE'));
    const sw = page('Madeni\nNo overdue loans here.\nTZS 57,000');
    expect(scanPage(sw, semantics, foreign)).toEqual([
      { kind: 'english', text: 'No overdue loans here.' },
    ]);
    // The same page in English is as it should be.
    expect(scanPage(sw, semantics)).toEqual([]);
  });

  it('finds a programmer placeholder', () => {
    expect(kinds(page('Owed undefined'))).toContain('placeholder undefined');
    expect(kinds(page('PAR30 NaN %'))).toContain('placeholder NaN');
    expect(kinds(page('Work: [object Object]'))).toContain('placeholder [object Object]');
  });
});
