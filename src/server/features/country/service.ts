/**
 * Country metadata (spec §7 /cou calls). The meta is data (meta.json) so operations change a
 * wallet list without a release.
 */
import type { FastifyRequest } from 'fastify';
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import type { Country } from '../../config';
import metaData from './meta.json';

type Meta = EndpointTypes['countryMetaCode']['response'];

const META = metaData as Readonly<Record<Country, Meta>>;

export function countryMeta(country: Country): Meta {
  return META[country];
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
  if (code === 'TZ' || code === 'KE') return { country: code, detected: true };
  return { country: defaultCountry, detected: false };
}
