import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseProduct } from '../../../src/server/domain/product';

const read = (country: string) =>
  JSON.parse(readFileSync(`schemas/${country}/product.json`, 'utf8')) as Record<string, unknown>;

describe('product.json', () => {
  it.each(['tz', 'ke'])('%s ships within the caps of the spec', (country) => {
    const p = parseProduct(`schemas/${country}/product.json`, read(country));
    expect(p).toMatchObject({
      minAmount: 1_000,
      interestBpPerYear: 3_000,
      feeBp: 500,
      feeTaxBp: 1_800,
      penaltyBpPerDay: 200,
    });
    expect(p.ladder[0]?.limit).toBe(60_000);
    expect(p.ladder.at(-1)?.limit).toBe(500_000);
  });

  it.each([
    [
      'interestRatePerYear',
      40,
      'field "interestRatePerYear" is 40 %, above the cap of 36 % (spec: 36 %/year)',
    ],
    ['penaltyRatePerDay', 2.5, 'field "penaltyRatePerDay" is 2.5 %, above the cap of 2 %'],
    [
      'feeRate',
      95,
      'field "feeRate" is 95 %, above the cap of 89.18 % (spec: 0.98 %/day × 91 days, the shortest term = 89.18 %)',
    ],
    [
      'feeRate',
      45,
      'field "feeRate" with its tax (feeTaxRate) must leave more than half the principal to pay out',
    ],
    ['terms', [30, 91], 'field "terms[0]" must be between 91 and 365'],
    ['rolloverDays', 14, 'field "rolloverDays" must be between 7 and 7'],
    ['minRepayAmount', 500, 'field "minRepayAmount" must be between 1000'],
    // Three overdue loans decline: referring from three would refer nobody.
    ['referFromOverdueLoans', 3, 'field "referFromOverdueLoans" must be between 1 and 2'],
  ])('refuses %s = %j naming the file and field', (field, value, message) => {
    const raw = { ...read('tz'), [field]: value };
    expect(() => parseProduct('schemas/tz/product.json', raw)).toThrow(
      `schemas/tz/product.json: ${message}`,
    );
  });

  it('refers nobody unless the file says from how many overdue loans', () => {
    expect(parseProduct('x.json', read('tz')).referFromOverdueLoans).toBeUndefined();
    const raw = { ...read('tz'), referFromOverdueLoans: 1 };
    expect(parseProduct('x.json', raw).referFromOverdueLoans).toBe(1);
  });

  it('refuses a ladder above 500,000', () => {
    const raw = read('tz');
    raw.ladder = [
      { limit: 60_000, maxTerm: 91, timelyRepayments: 0 },
      { limit: 600_000, maxTerm: 365, timelyRepayments: 1 },
    ];
    expect(() => parseProduct('x.json', raw)).toThrow(
      'x.json: field "ladder[1].limit" must be between 1000 and 500000',
    );
  });
});
