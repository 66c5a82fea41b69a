import { generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callbackToken,
  darajaTimestamp,
  parseAccountBalance,
  securityCredential,
  reversalReport,
  statusReport,
  stkPassword,
  stkReport,
} from '../../../src/server/providers/rails/daraja/rules';
import { railSettingsProblem, railsConfig } from '../../../src/server/providers/rails/config';
import { routeOf } from '../../../src/server/providers/rails/route-of';
import { RAIL_ROUTES } from '../../../src/shared/countries.gen';
import { schemaNames } from '../../../src/server/providers/rails/schemas';
import { CONFIG_VARIABLES } from '../../../src/server/config-variables';
import { readFileSync } from 'node:fs';

describe('Daraja rules', () => {
  it('stamps STK requests in Nairobi time and builds the password from them', () => {
    const ts = darajaTimestamp(Date.UTC(2026, 0, 15, 21, 30, 5));
    expect(ts).toBe('20260116003005');
    expect(Buffer.from(stkPassword('174379', 'key', ts), 'base64').toString()).toBe(
      `174379key${ts}`,
    );
  });

  it('encrypts the initiator password so only the certificate holder reads it', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const credential = securityCredential('Safaricom999!*!', pem);
    const raw = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(credential, 'base64'),
    );
    expect(raw.subarray(raw.indexOf(0, 2) + 1).toString()).toBe('Safaricom999!*!');
    expect(securityCredential('Safaricom999!*!', pem)).not.toBe(credential); // random padding
  });

  it('gives every order and purpose its own callback token', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        fc.pre(a !== b);
        expect(callbackToken('s', 'stk', a)).not.toBe(callbackToken('s', 'stk', b));
        expect(callbackToken('s', 'stk', a)).not.toBe(callbackToken('t', 'stk', a));
        expect(callbackToken('s', 'stk', a)).toMatch(/^[A-Za-z0-9_-]{22}$/);
      }),
    );
  });

  it('reads result codes: only a completed status or STK 0 is money', () => {
    expect(stkReport(0)).toBe('succeeded');
    for (const code of [1, 17, 1019, 1032, 1037, 2001]) expect(stkReport(code)).toBe('failed');
    const param = (v: string) => [{ Key: 'TransactionStatus', Value: v }];
    expect(statusReport(0, param('Completed'))).toBe('succeeded');
    expect(statusReport('0', param('Failed'))).toBe('failed');
    expect(statusReport(2001, param('Completed'))).toBe('pending');
    expect(statusReport(0, [])).toBe('pending');
  });

  it('reads a reversed receipt as given back, a completed one as not yet, anything else as unknown', () => {
    const param = (v: string) => [{ Key: 'TransactionStatus', Value: v }];
    expect(reversalReport(0, param('Reversed'))).toBe('succeeded');
    expect(reversalReport('0', param('Completed'))).toBe('notReversed');
    expect(reversalReport(2001, param('Reversed'))).toBe('pending');
    expect(reversalReport(0, [])).toBe('pending');
  });

  it('parses the Account Balance string', () => {
    expect(
      parseAccountBalance(
        'Working Account|KES|700000.00|699990.50|0.00|0.00&Float Account|KES|0.00|0.00|0.00|0.00&broken',
      ),
    ).toEqual([
      { account: 'Working Account', currency: 'KES', available: 699991 },
      { account: 'Float Account', currency: 'KES', available: 0 },
    ]);
  });
});

describe('rails from data and configuration', () => {
  it('routes each wallet number to the rail its country.json names', () => {
    expect(routeOf('+254712345678')).toMatchObject({ rail: 'daraja', wallet: 'mpesa' });
    expect(routeOf('+255755000111')).toMatchObject({ rail: 'selcom', utilityCode: 'VMCASHIN' });
    expect(routeOf('+255681234567')).toMatchObject({ rail: 'selcom', utilityCode: 'AMCASHIN' });
    expect(routeOf('+255651234567')).toMatchObject({ rail: 'selcom', utilityCode: 'TPCASHIN' });
    expect(routeOf('+255621234567')).toMatchObject({ rail: 'selcom', utilityCode: 'HPCASHIN' });
    expect(routeOf('+254731234567')).toBeUndefined(); // Airtel Kenya: no rail in the data yet
  });

  it('RAILS defaults to the sandbox in sandbox mode and to the real rails otherwise', () => {
    expect(railsConfig({}, true).mode).toBe('sandbox');
    expect(railsConfig({}, false).mode).toBe('live');
    expect(railsConfig({ RAILS: 'simulators' }, true).mode).toBe('simulators');
    expect(() => railsConfig({ RAILS: 'paypal' }, true)).toThrow(/RAILS/);
  });

  it('production names each country and the setting it lacks', () => {
    // The shipped countries' rails, whatever other countries the data holds (a new one may have none yet).
    const shipped = { KE: RAIL_ROUTES.KE, TZ: RAIL_ROUTES.TZ };
    const problem =
      railSettingsProblem(railsConfig({ DARAJA_CONSUMER_KEY: 'k' }, false), shipped) ?? '';
    expect(problem).toContain('KE needs DARAJA_CONSUMER_SECRET (daraja rail)');
    expect(problem).toContain('TZ needs SELCOM_API_KEY (selcom rail)');
    expect(problem).toContain('TZ needs RAILS_CALLBACK_BASE_URL');
    expect(problem).not.toContain('DARAJA_CONSUMER_KEY ');
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const full = {
      DARAJA_BASE_URL: 'https://daraja.example',
      DARAJA_CONSUMER_KEY: 'k',
      DARAJA_CONSUMER_SECRET: 's',
      DARAJA_SHORTCODE: '600999',
      DARAJA_PASSKEY: 'p',
      DARAJA_INITIATOR_NAME: 'api',
      DARAJA_INITIATOR_PASSWORD: 'pw',
      DARAJA_CERTIFICATE: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      SELCOM_BASE_URL: 'https://selcom.example',
      SELCOM_API_KEY: 'k',
      SELCOM_API_SECRET: 's',
      SELCOM_VENDOR: 'TILL1',
      SELCOM_PIN: '1234',
      RAILS_CALLBACK_BASE_URL: 'https://api.example',
      RAILS_CALLBACK_SECRET: 'x',
    };
    expect(railSettingsProblem(railsConfig(full, false), shipped)).toBeNull();
    const { SELCOM_PIN: _pin, ...noPin } = full;
    expect(railSettingsProblem(railsConfig(noPin, false), shipped)).toBe(
      'no money rail for an enabled country: TZ needs SELCOM_PIN (selcom rail)',
    );
    expect(railSettingsProblem(railsConfig({}, true))).toBeNull(); // the sandbox needs nothing
    // A country whose data names no rail at all cannot lend for real either.
    const noKenya = { ...shipped, KE: { wallets: {} } };
    expect(railSettingsProblem(railsConfig(full, false), noKenya)).toBe(
      'no money rail for an enabled country: KE names no rail ("rails" in schemas/ke/country.json)',
    );
  });

  it('documents every rails variable in the config list', () => {
    const source =
      readFileSync('src/server/providers/rails/settings.ts', 'utf8') +
      readFileSync('src/server/providers/rails/config.ts', 'utf8');
    const names = new Set(
      [...source.matchAll(/'((?:DARAJA|SELCOM|RAILS)[A-Z_]*)'/g)].map((m) => m[1]),
    );
    const documented = CONFIG_VARIABLES.map((v) => v.name);
    expect(names.size).toBeGreaterThan(15);
    for (const name of names) expect(documented).toContain(name);
  });

  it('keeps the documentation address beside every provider schema', () => {
    const names = schemaNames();
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const schema = JSON.parse(
        readFileSync(
          `src/server/providers/rails/${name}.json`.replace(/(daraja|selcom)\//, '$1/schemas/'),
          'utf8',
        ),
      ) as { $comment?: string };
      expect(schema.$comment, name).toMatch(
        /https:\/\/developer(s)?\.(safaricom\.co\.ke|selcommobile\.com)/,
      );
    }
  });
});
