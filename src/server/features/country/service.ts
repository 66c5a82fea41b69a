/** Country metadata (docs/product.md §7 /cou calls), from schemas/<country>/country.json. */
import type { FastifyRequest } from 'fastify';
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { COUNTRY_FACTS, isCountry, type Country } from '../../../shared/countries';

type Meta = EndpointTypes['countryMetaCode']['response'];

export function countryMeta(country: Country): Meta {
  const {
    country: code,
    currency,
    callingCode,
    nationalNumberLength,
    timeZone,
  } = COUNTRY_FACTS[country];
  const { wallets, languages } = COUNTRY_FACTS[country];
  // The lending caps are the server's, not the phone's.
  const facts = { country: code, currency, callingCode, nationalNumberLength, timeZone };
  return { ...facts, wallets: [...wallets], languages: [...languages] };
}

/**
 * The caller's country. No GeoIP database ships with the server, so the address itself tells us
 * nothing: we trust only the country header a CDN in front of us sets (Cloudflare's CF-IPCountry)
 * and answer the configured default country otherwise, saying so with `detected: false`.
 */
export function countryFromRequest(
  request: Pick<FastifyRequest, 'headers'>,
  defaultCountry: Country,
): { country: Country; detected: boolean } {
  const header = request.headers['cf-ipcountry'];
  const code = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (isCountry(code)) return { country: code, detected: true };
  return { country: defaultCountry, detected: false };
}
