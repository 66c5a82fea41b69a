/** SMS providers' configuration from environment variables (config.ts). */
import { text, type Env } from './config-env';

export interface SmsConfig {
  readonly africastalking?: {
    readonly url: string;
    readonly username: string;
    readonly apiKey: string;
  };
  readonly beem?: {
    readonly url: string;
    readonly reportsUrl: string;
    readonly apiKey: string;
    readonly secretKey: string;
  };
  /** The secret path part of the delivery-report address given to providers (their posts are unsigned). */
  readonly reportsToken: string | undefined;
}

const AT_LIVE_URL = 'https://api.africastalking.com';

/**
 * A production server that uses Africa's Talking must hear its delivery reports and send as the
 * lender's own application: without SMS_REPORTS_TOKEN no report is taken, so no Kenyan message is
 * ever delivered and no notice before listing can be proven; and the `sandbox` username (the
 * default) against the live address sends nothing.
 */
function refuseAtMisconfiguredInProduction(
  env: Env,
  at: NonNullable<SmsConfig['africastalking']>,
): void {
  if (env.NODE_ENV?.trim() !== 'production') return;
  if (!env.SMS_REPORTS_TOKEN?.trim())
    throw new Error(
      "NODE_ENV=production with Africa's Talking (AT_API_KEY) but no SMS_REPORTS_TOKEN: its " +
        'delivery reports would be refused, so no message would count as delivered. Set ' +
        "SMS_REPORTS_TOKEN to a long random secret and give Africa's Talking the address " +
        '/sms/reports/africastalking/<SMS_REPORTS_TOKEN>.',
    );
  if (at.username.toLowerCase() === 'sandbox' && at.url.replace(/\/+$/, '') === AT_LIVE_URL)
    throw new Error(
      `NODE_ENV=production with AT_USERNAME ${env.AT_USERNAME?.trim() ? 'set to' : 'defaulting to'} ` +
        `"sandbox" against the live ${AT_LIVE_URL}: set AT_USERNAME to the Africa's Talking ` +
        'application username.',
    );
}

/** SMS credentials: a provider is configured when its key is set (AT_API_KEY, BEEM_API_KEY). */
export function smsConfig(env: Env): SmsConfig {
  const atKey = env.AT_API_KEY?.trim();
  const beemKey = env.BEEM_API_KEY?.trim();
  const africastalking = atKey && {
    url: text(env, 'AT_URL', AT_LIVE_URL),
    username: text(env, 'AT_USERNAME', 'sandbox'),
    apiKey: atKey,
  };
  if (africastalking) refuseAtMisconfiguredInProduction(env, africastalking);
  return {
    ...(africastalking ? { africastalking } : {}),
    ...(beemKey
      ? {
          beem: {
            url: text(env, 'BEEM_URL', 'https://apisms.beem.africa'),
            reportsUrl: text(env, 'BEEM_REPORTS_URL', 'https://dlrapi.beem.africa'),
            apiKey: beemKey,
            secretKey: text(env, 'BEEM_SECRET_KEY', ''),
          },
        }
      : {}),
    reportsToken: env.SMS_REPORTS_TOKEN?.trim() || undefined,
  };
}
