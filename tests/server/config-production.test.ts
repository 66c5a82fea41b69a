/**
 * What a production server refuses to start with in its SMS and callback settings: each refusal
 * names the variable to set, and the same settings done right start.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

const PRODUCTION = {
  NODE_ENV: 'production',
  SANDBOX: '0',
  FILE_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
};
const AT = { AT_API_KEY: 'live-key', AT_USERNAME: 'mkopo', SMS_REPORTS_TOKEN: 'a-long-secret' };

describe("Africa's Talking in production", () => {
  it('refuses to start without SMS_REPORTS_TOKEN, which its delivery reports need', () => {
    const { SMS_REPORTS_TOKEN: _token, ...noToken } = AT;
    expect(() => loadConfig({ ...PRODUCTION, ...noToken })).toThrow(/SMS_REPORTS_TOKEN/);
    expect(() => loadConfig({ ...PRODUCTION, ...noToken, SMS_REPORTS_TOKEN: ' ' })).toThrow(
      /SMS_REPORTS_TOKEN/,
    );
    expect(loadConfig({ ...PRODUCTION, ...AT }).sms.reportsToken).toBe('a-long-secret');
  });

  it('refuses the sandbox username, given or by default, against the live address', () => {
    const { AT_USERNAME: _name, ...noName } = AT;
    expect(() => loadConfig({ ...PRODUCTION, ...noName })).toThrow(
      /AT_USERNAME defaulting to "sandbox"/,
    );
    expect(() => loadConfig({ ...PRODUCTION, ...AT, AT_USERNAME: 'Sandbox' })).toThrow(
      /AT_USERNAME set to "sandbox"/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION, ...noName, AT_URL: 'https://api.africastalking.com/' }),
    ).toThrow(/AT_USERNAME/);
    expect(loadConfig({ ...PRODUCTION, ...AT }).sms.africastalking).toEqual({
      url: 'https://api.africastalking.com',
      username: 'mkopo',
      apiKey: 'live-key',
    });
  });

  it('leaves development alone, and a production server without Africa’s Talking', () => {
    expect(loadConfig({ AT_API_KEY: 'sim' }).sms.africastalking?.username).toBe('sandbox');
    expect(loadConfig({ ...PRODUCTION, BEEM_API_KEY: 'k' }).sms.reportsToken).toBeUndefined();
  });
});

describe('the rails callback base in production', () => {
  it('refuses http://, naming RAILS_CALLBACK_BASE_URL', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION, RAILS_CALLBACK_BASE_URL: 'http://api.example.com' }),
    ).toThrow(/RAILS_CALLBACK_BASE_URL=http:\/\/api\.example\.com.*https:\/\//);
    expect(
      loadConfig({ ...PRODUCTION, RAILS_CALLBACK_BASE_URL: 'https://api.example.com/' }).rails
        .callbackBaseUrl,
    ).toBe('https://api.example.com');
    expect(
      loadConfig({ RAILS_CALLBACK_BASE_URL: 'http://127.0.0.1:8080' }).rails.callbackBaseUrl,
    ).toBe('http://127.0.0.1:8080');
  });
});
