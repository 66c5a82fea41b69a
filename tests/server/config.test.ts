import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { byCountry } from '../../src/shared/countries';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { CONFIG_VARIABLES } from '../../src/server/config-variables';
import { unusedCountryCode } from '../support/unused-country';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: resolve('.data'),
      packageName: 'com.mkopo.credit',
      appName: 'Mkopo',
      sandbox: true,
      logLevel: 'info',
      distDir: resolve('dist'),
      defaultCountry: 'TZ',
      rateLimitPerMinute: 6000,
      rateLimitPerTokenPerMinute: 120,
      rateLimitPerDevicePerMinute: 120,
      sandboxPublic: false,
      trustProxy: false,
      recordRetentionYears: 7,
      playStorePackage: undefined,
      collectionRequired: byCountry(() => []),
      devicePackages: [],
      jobPollMs: 1000,
      assessmentDelaySeconds: 5,
      autoDisburseDelaySeconds: 7200,
      sandboxSeed: 'mkopo',
      sandboxPayoutFailPercent: 0,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://db/mkopo',
      SANDBOX: 'false',
      DEFAULT_COUNTRY: 'ke',
      PACKAGE_NAME: 'com.example.app',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://db/mkopo',
      sandbox: false,
      defaultCountry: 'KE',
      packageName: 'com.example.app',
      rateLimitPerMinute: 0,
    });
    expect(loadConfig({ SANDBOX: '0' }).sandbox).toBe(false);
    expect(loadConfig({ SANDBOX: '1' }).sandbox).toBe(true);
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEFAULT_COUNTRY: unusedCountryCode() })).toThrow(/DEFAULT_COUNTRY/);
    expect(() => loadConfig({ SANDBOX_PAYOUT_FAIL_CAUSE: 'weather' })).toThrow(
      /SANDBOX_PAYOUT_FAIL_CAUSE must be wallet, float, rail/,
    );
  });

  it("says whose fault a failed sandbox payout is: the borrower's wallet unless told", () => {
    expect(loadConfig({}).sandboxPayoutFailCause).toBe('wallet');
    expect(loadConfig({ SANDBOX_PAYOUT_FAIL_CAUSE: 'float' }).sandboxPayoutFailCause).toBe('float');
  });

  it('documents every variable it reads', () => {
    // Every name the loader reads (a literal passed with env, or env.NAME) is in the README list.
    const source = ['src/server/config.ts', 'src/server/forms/dirs.ts']
      .map((file) => readFileSync(resolve(file), 'utf8'))
      .join('\n');
    const read = new Set([
      ...[...source.matchAll(/\(env, '([A-Z_]+)'/g)].map((m) => m[1]!),
      ...[...source.matchAll(/env\.([A-Z_]+)/g)].map((m) => m[1]!),
    ]);
    const documented = CONFIG_VARIABLES.map((v) => v.name);
    expect(read.size).toBeGreaterThan(10);
    for (const name of read) expect(documented).toContain(name);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('refuses sandbox mode in production and says why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SANDBOX=0/);
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX: '1' })).toThrow(/sandbox/);
    const key = `k1:${Buffer.alloc(32, 7).toString('base64')}`;
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: '0', FILE_KEYS: key }).sandbox).toBe(
      false,
    );
  });

  it('refuses to seal uploads with the development key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX: '0' })).toThrow(/FILE_KEYS/);
    expect(loadConfig({ SANDBOX: '0' }).fileKeys).toEqual([]);
    expect(loadConfig({}).sandboxPublic).toBe(false);
    expect(loadConfig({ SANDBOX_PUBLIC: '1' }).sandboxPublic).toBe(true);
  });

  it('reads TRUST_PROXY as Fastify takes it', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('reads the collection flags per country and refuses unknown ones', () => {
    const config = loadConfig({
      COLLECTION_REQUIRED_KE: 'device, appList',
      DEVICE_PACKAGES: 'a.b,c.d',
    });
    expect(config.collectionRequired).toEqual({
      ...byCountry(() => []),
      KE: ['device', 'appList'],
    });
    expect(config.devicePackages).toEqual(['a.b', 'c.d']);
    expect(() => loadConfig({ COLLECTION_REQUIRED_TZ: 'contacts' })).toThrow(
      /COLLECTION_REQUIRED_TZ/,
    );
  });
});
