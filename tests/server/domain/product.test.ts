import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseProduct } from '../../../src/server/domain/product';

const read = (country: string) =>
  JSON.parse(readFileSync(`schemas/${country}/product.json`, 'utf8')) as Record<string, unknown>;

describe('product.json', () => {
  // Each country's sizes in its own currency: Kenya's are not Tanzania's numbers relabelled KSh.
  it.each([
    ['tz', 60_000, 500_000],
    ['ke', 5_000, 50_000],
  ])('%s ships within the caps of the spec', (country, first, top) => {
    const p = parseProduct(`schemas/${country}/product.json`, read(country));
    expect(p).toMatchObject({
      minAmount: 1_000,
      interestBpPerYear: 3_000,
      feeBp: 500,
      feeTaxBp: 1_800,
      penaltyBpPerDay: 200,
    });
    expect(p.ladder[0]?.limit).toBe(first);
    expect(p.ladder.at(-1)?.limit).toBe(top);
  });

  it.each([
    [
      'interestRatePerYear',
      40,
      'field "interestRatePerYear" is 40 %, above the cap of 36 % (law: 36 %/year)',
    ],
    ['penaltyRatePerDay', 2.5, 'field "penaltyRatePerDay" is 2.5 %, above the cap of 2 %'],
    [
      'feeRate',
      95,
      'field "feeRate" is 95 %, above the cap of 89.18 % (law: 0.98 %/day × 91 days, the shortest term = 89.18 %)',
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

  describe("caps from the country's data, in its own currency", () => {
    // Caps of another currency, written as whole units of a currency without decimals.
    const law = {
      minAmount: 5_000,
      maxAmount: 500_000,
      minRepayAmount: 100,
      minTermDays: 91,
      maxTermDays: 365,
      interestPercentPerYear: 36,
      feePercentPerDay: 0.98,
      penaltyPercentPerDay: 1,
      inDuplumPercent: 100,
      rolloverDays: 7,
    };
    const small = {
      ...read('tz'),
      country: 'ZZ',
      currency: 'GHS',
      minAmount: 5_000,
      stepAmount: 50,
      minRepayAmount: 1_050,
      penaltyRatePerDay: 1,
      ladder: [{ limit: 20_000, maxTerm: 91, timelyRepayments: 0 }],
    };

    it("takes a product the default country's caps would refuse, when its own allow it", () => {
      const product = parseProduct('x.json', small, {
        ZZ: { currency: 'GHS', minorUnits: 0, lendingCaps: law },
      });
      expect(product).toMatchObject({ minAmount: 5_000, minRepayAmount: 1_050, currency: 'GHS' });
    });

    it('holds each country to its own law: a penalty legal in one is refused in the other', () => {
      const strict = { ...law, penaltyPercentPerDay: 0.5 };
      expect(() =>
        parseProduct('x.json', small, {
          ZZ: { currency: 'GHS', minorUnits: 0, lendingCaps: strict },
        }),
      ).toThrow('field "penaltyRatePerDay" is 1 %, above the cap of 0.5 % (law: 0.5 %/day)');
    });

    it('refuses a product whose country states no caps', () => {
      expect(() =>
        parseProduct('x.json', small, { ZZ: { currency: 'GHS', minorUnits: 0 } }),
      ).toThrow(
        'x.json: field "country" has no lending caps: schemas/zz/country.json must state "lendingCaps"',
      );
    });
  });

  describe('a currency with decimals (minorUnits 2): the file in its units, the product in cents', () => {
    const cedis = {
      minAmount: 50,
      maxAmount: 5_000,
      minRepayAmount: 10,
      minTermDays: 91,
      maxTermDays: 365,
      interestPercentPerYear: 36,
      feePercentPerDay: 0.98,
      penaltyPercentPerDay: 2,
      inDuplumPercent: 100,
      rolloverDays: 7,
    };
    const facts = { ZZ: { currency: 'GHS', minorUnits: 2, lendingCaps: cedis } };
    const file = {
      ...read('tz'),
      country: 'ZZ',
      currency: 'GHS',
      minAmount: 50,
      stepAmount: 0.5,
      minRepayAmount: 10.5,
      ladder: [
        { limit: 500, maxTerm: 91, timelyRepayments: 0 },
        { limit: 1_250.5, maxTerm: 365, timelyRepayments: 1 },
      ],
    };

    it('reads 50, 0.5, 10.5 and 1,250.5 as 5000, 50, 1050 and 125050 minor units', () => {
      const product = parseProduct('x.json', file, facts);
      expect(product).toMatchObject({ minAmount: 5_000, stepAmount: 50, minRepayAmount: 1_050 });
      expect(product.ladder.map((l) => l.limit)).toEqual([50_000, 125_050]);
    });

    it("takes the in duplum share from the country's law, not from code", () => {
      expect(parseProduct('x.json', file, facts).inDuplumBp).toBe(10_000);
      const half = { ZZ: { ...facts.ZZ, lendingCaps: { ...cedis, inDuplumPercent: 50 } } };
      expect(parseProduct('x.json', file, half).inDuplumBp).toBe(5_000);
    });

    it('refuses an amount with more decimals than the currency has, and names the field', () => {
      expect(() => parseProduct('x.json', { ...file, minRepayAmount: 10.505 }, facts)).toThrow(
        'field "minRepayAmount" may have at most 2 decimals',
      );
    });

    it('speaks the currency units in a range message', () => {
      expect(() => parseProduct('x.json', { ...file, minAmount: 49.5 }, facts)).toThrow(
        'field "minAmount" must be between 50.00 and 5000.00, got 49.5',
      );
    });

    it('refuses decimals for a currency without them (minorUnits 0)', () => {
      const whole = { ZZ: { ...facts.ZZ, minorUnits: 0 } };
      expect(() => parseProduct('x.json', file, whole)).toThrow(
        'field "stepAmount" must be a whole number (the currency has no decimals)',
      );
    });
  });
});
