import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual({
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
      rateLimitPerMinute: 600,
      recordRetentionYears: 7,
      playStorePackage: undefined,
      collectionRequired: { TZ: [], KE: [] },
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
    expect(() => loadConfig({ DEFAULT_COUNTRY: 'UG' })).toThrow(/DEFAULT_COUNTRY/);
  });

  it('documents every variable it reads', () => {
    expect(CONFIG_VARIABLES.map((v) => v.name)).toEqual([
      'PORT',
      'HOST',
      'DATABASE_URL',
      'DATA_DIR',
      'PACKAGE_NAME',
      'APP_NAME',
      'SANDBOX',
      'LOG_LEVEL',
      'DIST_DIR',
      'DEFAULT_COUNTRY',
      'RATE_LIMIT_PER_MINUTE',
      'RECORD_RETENTION_YEARS',
      'PLAY_STORE_PACKAGE',
      'COLLECTION_REQUIRED_TZ',
      'COLLECTION_REQUIRED_KE',
      'DEVICE_PACKAGES',
      'JOB_POLL_MS',
      'ASSESSMENT_DELAY_SECONDS',
      'AUTO_DISBURSE_DELAY_SECONDS',
      'SANDBOX_SEED',
      'SANDBOX_PAYOUT_FAIL_PERCENT',
    ]);
  });

  it('reads the collection flags per country and refuses unknown ones', () => {
    const config = loadConfig({
      COLLECTION_REQUIRED_KE: 'device, appList',
      DEVICE_PACKAGES: 'a.b,c.d',
    });
    expect(config.collectionRequired).toEqual({ TZ: [], KE: ['device', 'appList'] });
    expect(config.devicePackages).toEqual(['a.b', 'c.d']);
    expect(() => loadConfig({ COLLECTION_REQUIRED_TZ: 'contacts' })).toThrow(
      /COLLECTION_REQUIRED_TZ/,
    );
  });
});
