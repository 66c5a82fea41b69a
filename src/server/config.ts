/** Server configuration from environment variables (docs/architecture.md §6); every variable has a default. */
import { resolve } from 'node:path';
import { COLLECTION_FLAGS, type CollectionFlag } from '../shared/contract/collection';
import { byCountry, COUNTRY_CODES, DEFAULT_COUNTRY, type Country } from '../shared/countries';
import { railsConfig, type RailsConfig } from './providers/rails/config';
import { outsideConfig, type OutsideConfig } from './providers/outside/config';
import { fleetPackConfig, type FleetPackConfig } from './forms/fleet-config';
import { PAYOUT_FAILURE_CAUSES, type PayoutFailureCause } from './domain/payout-failure';
import { flag, integer, list, text, type Env } from './config-env';
import { smsConfig, type SmsConfig } from './config-sms';

export type { SmsConfig } from './config-sms';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL connection string; undefined = embedded PGlite in `dataDir/pglite`. */
  readonly databaseUrl: string | undefined;
  /**
   * PostgreSQL connection string of the owner role the migrations run as; the server itself then
   * runs as DATABASE_URL's role (`mkopo_app`, no DDL). Undefined = migrate as DATABASE_URL's role.
   */
  readonly migrationDatabaseUrl: string | undefined;
  /** How often the staff audit's chain head is anchored outside the database; 0 = never. */
  readonly auditAnchorMinutes: number;
  readonly dataDir: string;
  /** Also the source of the AES key of the envelope (docs/architecture.md §4). */
  readonly packageName: string;
  readonly appName: string;
  /** Sandbox providers and pages (`/sandbox/sms`); never on in production. */
  readonly sandbox: boolean;
  /** Sandbox pages answer other hosts than loopback too (a shared demo); off by default. */
  readonly sandboxPublic: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-* headers to believe (false = nobody's). */
  readonly trustProxy: boolean | number | readonly string[];
  readonly logLevel: string;
  readonly distDir: string;
  readonly defaultCountry: Country;
  /**
   * Requests per minute per IP on /api and /cou; 0 turns the limit off. A ceiling only: mobile
   * carriers put thousands of phones behind one address (CGNAT), so the limits per token and per
   * device come first.
   */
  readonly rateLimitPerMinute: number;
  /** Requests per minute per session token; 0 = no limit. */
  readonly rateLimitPerTokenPerMinute: number;
  /** Requests per minute per device id (the `afid` header); 0 = no limit. */
  readonly rateLimitPerDevicePerMinute: number;
  /** Years loan, repayment and ledger records outlive a deleted account (lending records law). */
  readonly recordRetentionYears: number;
  /** Play Store package id of the native app; undefined = no download link ('no url'). */
  readonly playStorePackage: string | undefined;
  /** Data-collection flags an order needs per country (docs/architecture.md §1: none by default). */
  readonly collectionRequired: Readonly<Record<Country, readonly CollectionFlag[]>>;
  /** Package ids the native shell may look for (GET /user/device/packageList). */
  readonly devicePackages: readonly string[];
  /** Server processes `npm start` runs on the one port (PostgreSQL only). */
  readonly webConcurrency: number;
  /** Background job polling; 0 = off (tests drive jobs with runDueJobs). */
  readonly jobPollMs: number;
  /** Seconds from submission to the automatic assessment. */
  readonly assessmentDelaySeconds: number;
  /** Seconds from approval to the automatic payout (the borrower may take it sooner or cancel). */
  readonly autoDisburseDelaySeconds: number;
  /** Keys that seal uploaded files (AES-256-GCM); empty = a development key in DATA_DIR. */
  readonly fileKeys: ReadonlyArray<{ readonly id: string; readonly key: Buffer }>;
  /** Id of the key that seals new files; undefined = the first of fileKeys. */
  readonly fileKeyId: string | undefined;
  /** Seed of the sandbox rails' randomness (duplicate, late and lost callbacks). */
  readonly sandboxSeed: string;
  /** Percent of sandbox payouts that fail. */
  readonly sandboxPayoutFailPercent: number;
  /** Whose fault a failed sandbox payout is: the borrower's wallet, the lender's float or a rail. */
  readonly sandboxPayoutFailCause: PayoutFailureCause;
  /** Redis shared by every server (request limits); undefined = counted in each process. */
  readonly redisUrl: string | undefined;
  /** A second port serving only /healthz, /readyz and /metrics; 0 = none. */
  readonly metricsPort: number;
  /** Interface of {@link metricsPort} (loopback unless a scraper elsewhere must reach it). */
  readonly metricsHost: string;
  /** Peer addresses besides this machine that may read /healthz, /readyz, /metrics on PORT. */
  readonly metricsAllow: readonly string[];
  /** How long a SIGTERM waits for requests and jobs in flight before the process exits anyway. */
  readonly shutdownTimeoutMs: number;
  /** The money rails: sandbox, the real providers, or the real adapters against simulators. */
  readonly rails: RailsConfig;
  /** Credit bureau, ID registry and SIM-swap sources: sandbox or the real adapters (decision 0051). */
  readonly outside: OutsideConfig;
  /** Hours a staff console session lasts at most, however busy (besides the idle timeout). */
  readonly staffSessionMaxHours: number;
  /** Whether the data files are shared with the fleet through PostgreSQL (decision 0043). */
  readonly fleetPack: FleetPackConfig;
  /** SMS gateway credentials; a provider without them is not used (features/sms). */
  readonly sms: SmsConfig;
  /**
   * The secret ending the USSD gateway's callback address (features/ussd): a request there speaks
   * for the phone number it names, so it has a secret of its own, not shared with SMS reports.
   */
  readonly ussdCallbackToken: string | undefined;
  /** Screens one phone number may ask for in a minute (a person reads and types far slower); 0 = no limit. */
  readonly ussdPerNumberPerMinute: number;
  /** The web app's public address, for links sent by SMS (a USSD step that needs the web). */
  readonly webAddress: string;
}

function failCause(env: Env): PayoutFailureCause {
  const raw = text(env, 'SANDBOX_PAYOUT_FAIL_CAUSE', 'wallet');
  const cause = PAYOUT_FAILURE_CAUSES.find((c) => c === raw);
  if (!cause)
    throw new Error(`SANDBOX_PAYOUT_FAIL_CAUSE must be ${PAYOUT_FAILURE_CAUSES.join(', ')}`);
  return cause;
}

function country(env: Env): Country {
  const raw = text(env, 'DEFAULT_COUNTRY', DEFAULT_COUNTRY).toUpperCase();
  const known = COUNTRY_CODES.find((c) => c === raw);
  if (!known)
    throw new Error(`DEFAULT_COUNTRY must be one of ${COUNTRY_CODES.join(', ')}, got "${raw}"`);
  return known;
}

function flagList(env: Env, name: string): CollectionFlag[] {
  const known: readonly string[] = COLLECTION_FLAGS;
  const bad = list(env, name).filter((item) => !known.includes(item));
  if (bad.length > 0) throw new Error(`${name} names unknown flags: ${bad.join(', ')}`);
  return list(env, name) as CollectionFlag[];
}

function trustProxy(env: Env): boolean | number | string[] {
  const raw = text(env, 'TRUST_PROXY', 'false').toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['true', 'yes', 'on'].includes(raw)) {
    // Believing every X-Forwarded-For lets any client pick its address for every per-IP limit.
    if (env.NODE_ENV?.trim() === 'production')
      throw new Error(
        'TRUST_PROXY=true believes X-Forwarded-For from anyone, so any client picks its IP for ' +
          'every per-IP limit: in production give the hop count (1 behind one proxy) or the ' +
          "proxies' addresses (TRUST_PROXY=10.0.0.5,10.0.0.6).",
      );
    return true;
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  return list(env, 'TRUST_PROXY');
}

/**
 * Sandbox mode publishes SMS codes and approves payments: a production server must never run it,
 * so forgetting SANDBOX=0 there stops the start instead of opening every account.
 */
function sandbox(env: Env): boolean {
  const on = flag(env, 'SANDBOX', true);
  if (on && env.NODE_ENV?.trim() === 'production')
    throw new Error(
      'NODE_ENV=production with sandbox mode on (SANDBOX defaults to 1): sandbox pages show every ' +
        'SMS code and approve payments. Set SANDBOX=0 and configure real providers.',
    );
  return on;
}

/**
 * FILE_KEYS as id:base64 pairs; a malformed entry stops the start (the key is never printed). A
 * production server without them would seal ID photos with a key lying beside them on the same
 * disk, so it refuses to start.
 */
function fileKeys(env: Env): Array<{ id: string; key: Buffer }> {
  const entries = list(env, 'FILE_KEYS');
  if (entries.length === 0 && env.NODE_ENV?.trim() === 'production')
    throw new Error(
      'NODE_ENV=production without FILE_KEYS: uploaded ID and face images would be sealed with a ' +
        'development key kept in DATA_DIR. Set FILE_KEYS=<id>:<base64 of 32 random bytes>.',
    );
  return entries.map((entry, i) => {
    const [id = '', encoded = ''] = entry.split(':');
    const key = Buffer.from(encoded, 'base64');
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id) || key.length !== 32)
      throw new Error(`FILE_KEYS entry ${i + 1} must be <id>:<base64 of 32 random bytes>`);
    return { id, key };
  });
}

function fileKeyId(env: Env, keys: ReadonlyArray<{ id: string }>): string | undefined {
  const id = env.FILE_KEY_ID?.trim() || undefined;
  if (id !== undefined && !keys.some((k) => k.id === id))
    throw new Error(`FILE_KEY_ID "${id}" names no key in FILE_KEYS`);
  return id;
}

/** Reads the configuration; throws on a malformed value so a typo never starts a wrong server. */
export function loadConfig(env: Env = process.env): AppConfig {
  return {
    port: integer(env, 'PORT', 8080),
    host: text(env, 'HOST', '0.0.0.0'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL?.trim() || undefined,
    auditAnchorMinutes: integer(env, 'AUDIT_ANCHOR_MINUTES', 15),
    dataDir: resolve(text(env, 'DATA_DIR', './.data')),
    packageName: text(env, 'PACKAGE_NAME', 'com.mkopo.credit'),
    appName: text(env, 'APP_NAME', 'Mkopo'),
    sandbox: sandbox(env),
    sandboxPublic: flag(env, 'SANDBOX_PUBLIC', false),
    trustProxy: trustProxy(env),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    distDir: resolve(text(env, 'DIST_DIR', './dist')),
    defaultCountry: country(env),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 6000),
    rateLimitPerTokenPerMinute: integer(env, 'RATE_LIMIT_PER_TOKEN_PER_MINUTE', 120),
    rateLimitPerDevicePerMinute: integer(env, 'RATE_LIMIT_PER_DEVICE_PER_MINUTE', 120),
    recordRetentionYears: integer(env, 'RECORD_RETENTION_YEARS', 7),
    playStorePackage: env.PLAY_STORE_PACKAGE?.trim() || undefined,
    collectionRequired: byCountry((c) => flagList(env, `COLLECTION_REQUIRED_${c}`)),
    devicePackages: list(env, 'DEVICE_PACKAGES'),
    webConcurrency: Math.max(1, integer(env, 'WEB_CONCURRENCY', 1)),
    jobPollMs: integer(env, 'JOB_POLL_MS', 1000),
    assessmentDelaySeconds: integer(env, 'ASSESSMENT_DELAY_SECONDS', 5),
    autoDisburseDelaySeconds: integer(env, 'AUTO_DISBURSE_DELAY_SECONDS', 7200),
    fileKeys: fileKeys(env),
    fileKeyId: fileKeyId(env, fileKeys(env)),
    sandboxSeed: text(env, 'SANDBOX_SEED', 'mkopo'),
    sandboxPayoutFailPercent: integer(env, 'SANDBOX_PAYOUT_FAIL_PERCENT', 0),
    sandboxPayoutFailCause: failCause(env),
    sms: smsConfig(env),
    ussdCallbackToken: env.USSD_CALLBACK_TOKEN?.trim() || undefined,
    ussdPerNumberPerMinute: integer(env, 'USSD_PER_NUMBER_PER_MINUTE', 30),
    webAddress: text(env, 'WEB_ADDRESS', 'http://localhost:8080').replace(/\/+$/, ''),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    metricsPort: integer(env, 'METRICS_PORT', 0),
    metricsHost: text(env, 'METRICS_HOST', '127.0.0.1'),
    metricsAllow: list(env, 'METRICS_ALLOW'),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    rails: railsConfig(env, flag(env, 'SANDBOX', true)),
    outside: outsideConfig(env, flag(env, 'SANDBOX', true)),
    staffSessionMaxHours: Math.max(1, integer(env, 'STAFF_SESSION_MAX_HOURS', 12)),
    fleetPack: fleetPackConfig(env),
  };
}
