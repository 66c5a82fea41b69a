/**
 * Each country's credit-reporting facts and the lender's legal identity, from its country.json
 * (`bureau`, `lender`), as last checked good. A country without a `bureau` block reports nothing.
 */
import { listingRules, type ListingRules } from '../../domain/bureau/listing';
import { formStore } from '../../forms/registry';
import type { CountryFile } from '../../../shared/data-files.gen';
import type { Country } from '../../../shared/countries';

export type BureauFacts = NonNullable<CountryFile['bureau']>;
export type LenderFacts = NonNullable<CountryFile['lender']>;

const quiet = { info: () => undefined, error: () => undefined };

export function bureauFacts(country: Country): BureauFacts | undefined {
  return formStore(quiet).countryFile(country)?.bureau;
}

export function lenderFacts(country: Country): LenderFacts | undefined {
  return formStore(quiet).countryFile(country)?.lender;
}

/** A country's listing rules in its currency's minor units; undefined without a `bureau` block. */
export function listingRulesOf(country: Country): ListingRules | undefined {
  const file = formStore(quiet).countryFile(country);
  return file?.bureau ? listingRules(file.bureau, file.minorUnits) : undefined;
}
