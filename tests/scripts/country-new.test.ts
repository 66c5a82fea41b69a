/**
 * `npm run country:new` writes a country folder that passes every check from the start, names the
 * country in every language, and lists what operations must review; any zone the platform knows
 * is taken, since business dates follow each country's own calendar.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentProblems, writeCountryPack } from '../../scripts/country-new';
import { generateCountries } from '../../scripts/gen-countries';
import {
  CODE,
  findingsOf,
  locales,
  markFilled,
  NEW_COUNTRY,
  schemas,
  setUpCountryFolder,
} from './country-folder';

setUpCountryFolder();

describe('country:new', () => {
  it('asks, never copies: what no flag gave is a placeholder the check reports, and the country is not offered', () => {
    expect(argumentProblems(NEW_COUNTRY, schemas())).toEqual([]);
    const review = writeCountryPack(NEW_COUNTRY, schemas(), locales());
    expect(review).toContain('languages: en');
    const country = readFileSync(join(schemas(), CODE.toLowerCase(), 'country.json'), 'utf8');
    expect(JSON.parse(country)).toMatchObject({ currency: 'UGX', currencyCode: 'UGX' });
    const findings = findingsOf(CODE);
    expect(findings.filter((f) => f.level === 'REFUSED')).toEqual([]);
    const unfilled = findings.filter((f) => f.level === 'NOT FILLED').map((f) => f.message);
    for (const what of [
      'wallets',
      'languages',
      'regions',
      'ID number',
      'salary bands',
      'debt bands',
      'cashier',
      'customer service',
      'SMS providers',
      'money rail',
      'loan sizes',
    ])
      expect(unfilled.join('\n'), what).toContain(what);
    // Not in the app's country list until filled.
    const generated = Object.values(generateCountries(schemas()))[0] ?? '';
    expect(generated).not.toContain(`"${CODE}"`);
    // Nothing of the default country's data: its regions, wallets, ID widget, currency, numbers.
    const folder = join(schemas(), CODE.toLowerCase());
    const written = [
      'personal',
      'work',
      'contacts',
      'questionnaire',
      'country',
      'cashier',
      'prizes',
      'product',
    ]
      .map((f) => readFileSync(join(folder, `${f}.json`), 'utf8'))
      .join('\n');
    for (const foreign of [
      'Dar es Salaam',
      'Arusha',
      'M-Pesa',
      'Airtel',
      'TZS',
      'Tanzania',
      '+255',
      '"ui:widget": "nationalId"',
      'sw_KE',
      'TZ-',
      // The default country's debt bands, titled in its currency, and its operators' prefixes.
      'options.q7.upTo50k',
      '[67]',
    ])
      expect(written.includes(foreign) ? foreign : '', foreign).toBe('');
    const auth = JSON.parse(readFileSync(join(locales(), 'sw_KE', 'auth.json'), 'utf8')) as {
      nation: Record<string, string>;
    };
    expect(auth.nation[CODE]).toBe('Testland');
  });

  it('fills a two-decimal, UTC+0 country from flags alone; once its product is set it is offered', () => {
    const regions = { 'Greater Accra': ['Accra Metropolitan', 'Tema'], Ashanti: ['Kumasi'] };
    writeCountryPack(
      {
        ...NEW_COUNTRY,
        currency: 'GHS',
        minorUnits: 2,
        timeZone: 'Africa/Accra',
        languages: ['en'],
        wallets: 'mtnmomo=MTN MoMo:24,54;telecel=Telecel Cash:20',
        nationalNumberLength: 10,
        idPattern: '^GHA-\\d{9}-\\d$',
        regions,
        salaryBands: [500, 1500, 4000],
        debtBands: [1000, 5000],
        cashier: {
          channels: [{ channelId: 'wallet', name: 'MTN MoMo, Telecel Cash', kind: 'online' }],
        },
        supportPhone: '+233 30 000 0000',
        smsProviders: 'africastalking:MKOPO',
        rails: {
          floatMinimum: 0,
          wallets: { mtnmomo: { rail: 'selcom', utilityCode: 'MTNCASHIN' } },
        },
      },
      schemas(),
      locales(),
    );
    const findings = findingsOf(CODE);
    expect(findings.filter((f) => f.level === 'REFUSED')).toEqual([]);
    expect(findings.filter((f) => f.level === 'NOT FILLED').map((f) => f.message)).toEqual([
      expect.stringContaining('loan sizes, terms and rates in GHS') as string,
      expect.stringContaining("lending law's caps in GHS") as string,
    ]);
    const folder = join(schemas(), CODE.toLowerCase());
    const personal = JSON.parse(readFileSync(join(folder, 'personal.json'), 'utf8')) as {
      schema: { properties: Record<string, { pattern?: string; oneOf?: { const: string }[] }> };
    };
    expect(
      new RegExp(personal.schema.properties.nationalId?.pattern ?? '').test('GHA-123456789-1'),
    ).toBe(true);
    // A label of no other country's card (the default's says NIDA).
    expect(personal.schema.properties.nationalId).toMatchObject({
      title: 'forms:personal.nationalIdNumber.label',
    });
    // The WhatsApp and contacts' numbers have this country's length, with or without the 0.
    const contacts = JSON.parse(
      readFileSync(join(folder, 'contacts.json'), 'utf8'),
    ) as typeof personal;
    const phones = [
      personal.schema.properties.whatsappNo,
      contacts.schema.properties.emergencyContactMobile1,
      contacts.schema.properties.emergencyContactMobile2,
    ];
    for (const phone of phones) {
      const shape = new RegExp(phone?.pattern ?? '', 'u');
      expect(['24123456', '241234567'].map((n) => shape.test(n))).toEqual([false, false]);
      expect(['02412345678', '2412345678'].map((n) => shape.test(n))).toEqual([true, true]);
    }
    // The wallets' names reach every language, as the wallet screen reads them by id.
    for (const lang of ['en', 'sw_KE', 'es']) {
      const wallet = JSON.parse(readFileSync(join(locales(), lang, 'wallet.json'), 'utf8')) as {
        wallets: Record<string, string>;
      };
      expect(wallet.wallets).toMatchObject({ mtnmomo: 'MTN MoMo', telecel: 'Telecel Cash' });
      expect(wallet.wallets.mpesa).toBe('M-Pesa');
    }
    expect(personal.schema.properties.state?.oneOf?.map((o) => o.const)).toEqual(
      Object.keys(regions),
    );
    const work = JSON.parse(readFileSync(join(folder, 'work.json'), 'utf8')) as typeof personal;
    expect(work.schema.properties.monthlySalary?.oneOf).toEqual([
      { const: '0to500', title: 'GHS 0–500' },
      { const: '501to1500', title: 'GHS 501–1,500' },
      { const: '1501to4000', title: 'GHS 1,501–4,000' },
      { const: 'moreThan4000', title: 'GHS 4,001 +' },
    ]);
    const questionnaire = JSON.parse(
      readFileSync(join(folder, 'questionnaire.json'), 'utf8'),
    ) as typeof personal;
    expect(questionnaire.schema.properties.q7?.oneOf).toEqual([
      { const: 'nothing', title: 'forms:options.q7.nothing' },
      { const: '1to1000', title: 'GHS 1–1,000' },
      { const: '1001to5000', title: 'GHS 1,001–5,000' },
      { const: 'moreThan5000', title: 'GHS 5,001 +' },
    ]);
    // Operations set the product and take it off the list: the country is offered.
    markFilled(CODE);
    const generated = Object.values(generateCountries(schemas()))[0] ?? '';
    expect(generated).toContain(`"${CODE}"`);
    expect(generated).toContain('"GHS"');
    const facts = JSON.parse(readFileSync(join(folder, 'country.json'), 'utf8')) as {
      sms: { providers: { name: string; senderId: string }[] };
      rails: unknown;
    };
    expect(facts.sms.providers).toEqual([{ name: 'africastalking', senderId: 'MKOPO' }]);
    expect(facts).toMatchObject({ rails: { wallets: { mtnmomo: { rail: 'selcom' } } } });
  });

  it("takes the law's caps from --lending-caps and shapes the placeholder product by them alone", () => {
    const cedis = {
      minAmount: 50,
      maxAmount: 5_000,
      minRepayAmount: 10.5,
      minTermDays: 30,
      maxTermDays: 180,
      interestPercentPerYear: 30,
      feePercentPerDay: 0.5,
      penaltyPercentPerDay: 1,
      inDuplumPercent: 100,
      rolloverDays: 5,
    };
    writeCountryPack(
      { ...NEW_COUNTRY, currency: 'GHS', minorUnits: 2, lendingCaps: cedis },
      schemas(),
      locales(),
    );
    const findings = findingsOf(CODE);
    expect(findings.filter((f) => f.level === 'REFUSED')).toEqual([]);
    const unfilled = findings.filter((f) => f.level === 'NOT FILLED').map((f) => f.message);
    expect(unfilled.join('\n')).not.toContain("lending law's caps");
    expect(unfilled.join('\n')).toContain('loan sizes, terms and rates in GHS');
    const folder = join(schemas(), CODE.toLowerCase());
    const read = (name: string) =>
      JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, unknown>;
    expect(read('country.json').lendingCaps).toEqual(cedis);
    // No other country's amounts or rates: the smallest loan of this law, at no charge.
    expect(read('product.json')).toMatchObject({
      minAmount: 50,
      minRepayAmount: 10.5,
      terms: [30],
      interestRatePerYear: 0,
      feeRate: 0,
      rolloverDays: 5,
      ladder: [{ limit: 50, maxTerm: 30, timelyRepayments: 0 }],
    });
  });
  it('gives the phone widgets as many digits as the country’s numbers have, its 0 included', () => {
    writeCountryPack({ ...NEW_COUNTRY, nationalNumberLength: 11 }, schemas(), locales());
    expect(findingsOf(CODE).filter((f) => f.level === 'REFUSED')).toEqual([]);
    const folder = join(schemas(), CODE.toLowerCase());
    const ui = (form: string, field: string) =>
      (
        JSON.parse(readFileSync(join(folder, `${form}.json`), 'utf8')) as {
          uiSchema: Record<string, { 'ui:options'?: { maxDigits?: number } }>;
        }
      ).uiSchema[field]?.['ui:options']?.maxDigits;
    expect(ui('personal', 'whatsappNo')).toBe(12);
    expect(ui('contacts', 'emergencyContactMobile1')).toBe(12);
    expect(ui('contacts', 'emergencyContactMobile2')).toBe(12);
  });
});
