/**
 * The outside-data part of the server's configuration (config.ts calls it;
 * docs/decisions/0051-credit-outside-data.md): sandbox answers in process (the default with
 * SANDBOX=1), or the real adapters, each set up by its variables and serving the countries they
 * name. A provider with a variable missing, or a country no provider names, answers `off`.
 */
import type { MetropolSettings } from './metropol';
import type { SimSwapSettings } from './sim-swap';
import type { SmileIdSettings } from './smile-id';

export const OUTSIDE_MODES = ['sandbox', 'live'] as const;
export type OutsideMode = (typeof OUTSIDE_MODES)[number];

export interface OutsideConfig {
  readonly mode: OutsideMode;
  /** The bound on each call, and so on the wait an application has for all three. */
  readonly timeoutMs: number;
  /** A SIM changed within this many hours counts as swapped. */
  readonly simSwapMaxAgeHours: number;
  readonly metropol?: MetropolSettings & { readonly countries: readonly string[] };
  readonly smileId?: SmileIdSettings;
  readonly simSwap?: SimSwapSettings & { readonly countries: readonly string[] };
}

type Env = Readonly<Record<string, string | undefined>>;

const get = (env: Env, name: string) => env[name]?.trim() || undefined;
const list = (env: Env, name: string) =>
  (get(env, name) ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

function whole(env: Env, name: string, fallback: number): number {
  const raw = get(env, name);
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

/** "KE:NATIONAL_ID,UG:NATIONAL_ID_NO_PHOTO" → { KE: 'NATIONAL_ID', … }. */
function idTypes(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (get(env, 'SMILE_ID_ID_TYPES') ?? '').split(',')) {
    const [cc, type] = pair.split(':').map((s) => s.trim());
    if (cc && type) out[cc.toUpperCase()] = type;
  }
  return out;
}

export function outsideConfig(env: Env, sandbox: boolean): OutsideConfig {
  const raw = get(env, 'OUTSIDE_DATA')?.toLowerCase() ?? (sandbox ? 'sandbox' : 'live');
  const mode = OUTSIDE_MODES.find((m) => m === raw);
  if (!mode)
    throw new Error(`OUTSIDE_DATA must be one of ${OUTSIDE_MODES.join(', ')}, got "${raw}"`);
  const timeoutMs = whole(env, 'OUTSIDE_DATA_TIMEOUT_MS', 8_000);
  const m = {
    baseUrl: get(env, 'METROPOL_BASE_URL'),
    publicKey: get(env, 'METROPOL_PUBLIC_KEY'),
    privateKey: get(env, 'METROPOL_PRIVATE_KEY'),
  };
  const s = { partnerId: get(env, 'SMILE_ID_PARTNER_ID'), apiKey: get(env, 'SMILE_ID_API_KEY') };
  const sim = { apiRoot: get(env, 'SIM_SWAP_API_ROOT'), accessToken: get(env, 'SIM_SWAP_TOKEN') };
  return {
    mode,
    timeoutMs,
    simSwapMaxAgeHours: Math.min(2400, Math.max(1, whole(env, 'SIM_SWAP_MAX_AGE_HOURS', 240))),
    ...(m.baseUrl && m.publicKey && m.privateKey
      ? {
          metropol: {
            ...m,
            baseUrl: m.baseUrl,
            publicKey: m.publicKey,
            privateKey: m.privateKey,
            timeoutMs,
            countries: list(env, 'METROPOL_COUNTRIES'),
          },
        }
      : {}),
    ...(s.partnerId && s.apiKey
      ? {
          smileId: {
            baseUrl: get(env, 'SMILE_ID_BASE_URL') ?? 'https://testapi.smileidentity.com/v1',
            partnerId: s.partnerId,
            apiKey: s.apiKey,
            idTypes: idTypes(env),
            timeoutMs,
          },
        }
      : {}),
    ...(sim.apiRoot && sim.accessToken
      ? {
          simSwap: {
            apiRoot: sim.apiRoot,
            accessToken: sim.accessToken,
            timeoutMs,
            countries: list(env, 'SIM_SWAP_COUNTRIES'),
          },
        }
      : {}),
  };
}
