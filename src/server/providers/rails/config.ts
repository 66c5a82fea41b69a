/**
 * The rails part of the server's configuration (config.ts calls it): which rails run (RAILS),
 * each provider's settings from the environment, and what production still lacks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { countriesWithoutRail, railsInUse, type RailName } from './route-of';
import {
  CALLBACK_VARIABLES,
  DARAJA_VARIABLES,
  readSettings,
  SELCOM_VARIABLES,
  type DarajaSettings,
  type SelcomSettings,
} from './settings';

/** sandbox: the sandbox rail; live: the real adapters; simulators: the real adapters against local simulators. */
export const RAIL_MODES = ['sandbox', 'live', 'simulators'] as const;
export type RailMode = (typeof RAIL_MODES)[number];

export interface RailsConfig {
  readonly mode: RailMode;
  readonly daraja?: DarajaSettings;
  readonly selcom?: SelcomSettings;
  readonly callbackBaseUrl?: string;
  readonly callbackSecret?: string;
  readonly callbackAllowList: readonly string[];
  readonly timeoutMs: number;
  readonly floatPollMs: number;
  /** Variables each provider lacks (empty when complete). */
  readonly missing: Readonly<Record<RailName | 'callbacks', readonly string[]>>;
}

type Env = Readonly<Record<string, string | undefined>>;

function whole(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

/** DARAJA_CERTIFICATE is the PEM itself or the path of a PEM file. */
function pem(value: string | undefined): string | undefined {
  if (!value || value.includes('-----BEGIN')) return value;
  if (!existsSync(value)) throw new Error(`DARAJA_CERTIFICATE: no file ${value}`);
  return readFileSync(value, 'utf8');
}

/**
 * The base providers post callbacks to. In production it must be https: callbacks carry payment
 * results and the secret of their path, which plain http shows to every hop.
 */
function callbackBase(env: Env, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (env.NODE_ENV?.trim() === 'production' && !/^https:\/\//i.test(value))
    throw new Error(
      `NODE_ENV=production with RAILS_CALLBACK_BASE_URL=${value}: callbacks carry payment ` +
        'results and their secret path, so the base must be https:// (such as ' +
        'https://api.example.com).',
    );
  return value.replace(/\/$/, '');
}

export function railsConfig(env: Env, sandbox: boolean): RailsConfig {
  const raw = env.RAILS?.trim().toLowerCase() || (sandbox ? 'sandbox' : 'live');
  const mode = RAIL_MODES.find((m) => m === raw);
  if (!mode) throw new Error(`RAILS must be one of ${RAIL_MODES.join(', ')}, got "${raw}"`);
  const timeoutMs = whole(env, 'RAILS_TIMEOUT_MS', 10_000);
  const daraja = readSettings(env, DARAJA_VARIABLES);
  const selcom = readSettings(env, SELCOM_VARIABLES);
  const callbacks = readSettings(env, CALLBACK_VARIABLES);
  const certificate = pem(daraja.values.certificate);
  const callbackBaseUrl = callbackBase(env, callbacks.values.baseUrl);
  return {
    mode,
    ...(daraja.missing.length === 0 && certificate
      ? {
          daraja: {
            ...(daraja.values as Omit<DarajaSettings, 'timeoutMs'>),
            certificate,
            timeoutMs,
            ...(env.DARAJA_PULL_NOMINATED_NUMBER?.trim()
              ? { pullNominatedNumber: env.DARAJA_PULL_NOMINATED_NUMBER.trim() }
              : {}),
          },
        }
      : {}),
    ...(selcom.missing.length === 0
      ? { selcom: { ...(selcom.values as Omit<SelcomSettings, 'timeoutMs'>), timeoutMs } }
      : {}),
    ...(callbackBaseUrl ? { callbackBaseUrl } : {}),
    ...(callbacks.values.secret ? { callbackSecret: callbacks.values.secret } : {}),
    callbackAllowList: (env.RAILS_CALLBACK_ALLOW_LIST ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    timeoutMs,
    floatPollMs: whole(env, 'RAILS_FLOAT_POLL_SECONDS', 900) * 1000,
    missing: { daraja: daraja.missing, selcom: selcom.missing, callbacks: callbacks.missing },
  };
}

/**
 * Why a production server must not start: a country whose data names a rail with settings
 * missing, each named with the country and the variable. Null when every country can pay.
 */
export function railSettingsProblem(
  rails: RailsConfig,
  routes?: Parameters<typeof railsInUse>[0],
): string | null {
  if (rails.mode !== 'live') return null;
  const problems = countriesWithoutRail(routes).map(
    (c) => `${c} names no rail ("rails" in schemas/${c.toLowerCase()}/country.json)`,
  );
  for (const [rail, countries] of railsInUse(routes))
    for (const variable of [...rails.missing[rail], ...rails.missing.callbacks])
      for (const country of countries) problems.push(`${country} needs ${variable} (${rail} rail)`);
  return problems.length === 0
    ? null
    : `no money rail for an enabled country: ${problems.join('; ')}`;
}
