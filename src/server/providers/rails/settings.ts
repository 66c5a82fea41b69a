/**
 * The real rails' settings, all from the environment (README configuration table): credentials,
 * the Daraja certificate and the callback base URL are never in files of the repository.
 */
export interface CallbackSettings {
  /** Where providers reach our callbacks, such as https://api.example.com (no trailing slash). */
  readonly baseUrl: string;
  /** Secret of the unguessable per-order callback paths (Daraja signs nothing). */
  readonly secret: string;
  /** Addresses allowed to post Daraja callbacks; empty = any (behind a proxy that filters). */
  readonly allowList: readonly string[];
}

export interface DarajaSettings {
  readonly baseUrl: string;
  readonly consumerKey: string;
  readonly consumerSecret: string;
  /** The B2C and paybill short code (PartyA, BusinessShortCode). */
  readonly shortCode: string;
  readonly passkey: string;
  readonly initiatorName: string;
  readonly initiatorPassword: string;
  /** PEM of the environment's certificate (or its public key). */
  readonly certificate: string;
  readonly timeoutMs: number;
  /**
   * The organisation's Safaricom number from its M-Pesa KYC, which Pull Transactions' one-time
   * registration names; unset = the short code is registered by hand (or not pulled).
   */
  readonly pullNominatedNumber?: string;
}

export interface SelcomSettings {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly apiSecret: string;
  readonly vendor: string;
  readonly pin: string;
  readonly timeoutMs: number;
}

/** Environment variable of each setting, for messages and the README. */
export const DARAJA_VARIABLES: Readonly<
  Record<keyof Omit<DarajaSettings, 'timeoutMs' | 'pullNominatedNumber'>, string>
> = {
  baseUrl: 'DARAJA_BASE_URL',
  consumerKey: 'DARAJA_CONSUMER_KEY',
  consumerSecret: 'DARAJA_CONSUMER_SECRET',
  shortCode: 'DARAJA_SHORTCODE',
  passkey: 'DARAJA_PASSKEY',
  initiatorName: 'DARAJA_INITIATOR_NAME',
  initiatorPassword: 'DARAJA_INITIATOR_PASSWORD',
  certificate: 'DARAJA_CERTIFICATE',
};

export const SELCOM_VARIABLES: Readonly<Record<keyof Omit<SelcomSettings, 'timeoutMs'>, string>> = {
  baseUrl: 'SELCOM_BASE_URL',
  apiKey: 'SELCOM_API_KEY',
  apiSecret: 'SELCOM_API_SECRET',
  vendor: 'SELCOM_VENDOR',
  pin: 'SELCOM_PIN',
};

export const CALLBACK_VARIABLES = {
  baseUrl: 'RAILS_CALLBACK_BASE_URL',
  secret: 'RAILS_CALLBACK_SECRET',
} as const;

type Env = Readonly<Record<string, string | undefined>>;

/** The settings of `names` read from `env`, and the variables that are missing. */
export function readSettings<K extends string>(
  env: Env,
  names: Readonly<Record<K, string>>,
): { values: Partial<Record<K, string>>; missing: string[] } {
  const values: Partial<Record<K, string>> = {};
  const missing: string[] = [];
  for (const [key, variable] of Object.entries(names) as Array<[K, string]>) {
    const value = env[variable]?.trim();
    if (value) values[key] = value;
    else missing.push(variable);
  }
  return { values, missing };
}
