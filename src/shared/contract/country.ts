/** Calls served by src/server/features/country: country metadata, under the base /cou (docs/product.md §7). */
import { LANGUAGE_CODES } from '../app-languages';
import { endpoint, object, type JsonSchema } from './define';
import { bankCode, country, currency, text } from './fields';

const metaProperties: Record<string, JsonSchema> = {
  country,
  currency,
  callingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$', description: 'e.g. +255' },
  nationalNumberLength: { type: 'integer', minimum: 1, description: 'Digits after the trunk 0' },
  timeZone: text(64),
  languages: { type: 'array', items: { type: 'string', enum: [...LANGUAGE_CODES] } },
  wallets: { type: 'array', items: bankCode, description: 'Wallets offered in the country' },
};

const meta = object(metaProperties);

export const countryCalls = {
  countryMetaIp: endpoint({
    method: 'POST',
    path: '/country/meta/ip',
    base: '/cou',
    auth: false,
    summary:
      "The country of the caller's IP (trusted CF-IPCountry header), else the default country",
    response: object({
      ...metaProperties,
      detected: { type: 'boolean', description: 'False when the default country was given' },
    }),
  }),
  countryMetaCode: endpoint({
    method: 'POST',
    path: '/country/meta/code',
    base: '/cou',
    auth: false,
    summary:
      'The metadata of one country (currency, calling code, number length, languages, wallets)',
    request: object({ country }),
    response: meta,
  }),
} as const;
