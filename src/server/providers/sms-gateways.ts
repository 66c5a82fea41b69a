/**
 * The SMS gateways a server uses: Africa's Talking and Beem when their credentials are configured,
 * routed per country in the order its country.json lists them. In sandbox mode a country with no
 * configured provider uses the sandbox gateway; with SANDBOX=0 such a country stops the start, so
 * a server never accepts code requests it cannot deliver.
 */
import type { AppConfig } from '../config';
import { COUNTRY_CODES, type Country } from '../../shared/countries';
import { africasTalking } from './africastalking';
import { beem } from './beem';
import type { RoutedGateway, SandboxSms, SmsGateway, SmsGateways } from './sms';

export type CountryRoutes = (
  country: Country,
) => ReadonlyArray<{ readonly name: string; readonly senderId: string }>;

/** The real gateways whose credentials are set. */
export function realGateways(config: AppConfig): Map<string, SmsGateway> {
  const found = new Map<string, SmsGateway>();
  const { africastalking, beem: beemConfig } = config.sms;
  if (africastalking) found.set('africastalking', africasTalking(africastalking));
  if (beemConfig) found.set('beem', beem(beemConfig));
  return found;
}

/** Routes each country to its configured providers, or to `fallback` (the sandbox) if it has none. */
export class RoutedGateways implements SmsGateways {
  constructor(
    private readonly gateways: ReadonlyMap<string, SmsGateway>,
    private readonly routes: CountryRoutes,
    private readonly fallback?: SandboxSms,
  ) {}

  forCountry(country: Country): readonly RoutedGateway[] {
    const routed = this.routes(country).flatMap((p) => {
      const gateway = this.gateways.get(p.name);
      return gateway ? [{ gateway, senderId: p.senderId }] : [];
    });
    return routed.length > 0 || !this.fallback ? routed : this.fallback.forCountry();
  }

  byName(name: string): SmsGateway | undefined {
    return this.gateways.get(name) ?? this.fallback?.byName(name);
  }
}

/**
 * The server's gateways. Outside sandbox mode, throws naming each country that no configured
 * provider serves (its country.json `sms.providers`, their credentials in the environment).
 */
export function smsGateways(
  config: AppConfig,
  routes: CountryRoutes,
  sandbox: SandboxSms,
): SmsGateways {
  const gateways = new RoutedGateways(
    realGateways(config),
    routes,
    config.sandbox ? sandbox : undefined,
  );
  const unserved = COUNTRY_CODES.filter((c) => gateways.forCountry(c).length === 0);
  if (unserved.length > 0)
    throw new Error(
      `SANDBOX=0 and no SMS provider can send to ${unserved.join(', ')}: list providers in ` +
        `schemas/<cc>/country.json "sms" and set their credentials (AT_API_KEY, BEEM_API_KEY…)`,
    );
  return gateways;
}
