/** HTTP side of the country calls (docs/product.md §7, base path /cou). */
import type { RouteHandlers, ServerDeps } from '../../types';
import { countryFromRequest, countryMeta } from './service';

export function countryRoutes(deps: ServerDeps): RouteHandlers {
  return {
    countryMetaIp: async ({ request }) => {
      const { country, detected } = countryFromRequest(request, deps.config.defaultCountry);
      return { ...countryMeta(country), detected };
    },
    countryMetaCode: async ({ payload }) => countryMeta(payload.country),
  };
}
