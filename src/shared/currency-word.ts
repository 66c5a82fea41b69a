/**
 * The currency's word as a sentence says an amount of it ("Minimum input 1000 shillings"), from
 * the country's data (country.json `currencyName`): the language's own, else its base language's
 * (sw for sw_TZ), else English, else the currency as the screens show it.
 */
import { COUNTRY_FACTS, type Country } from './countries';

export function currencyWord(country: Country, lang: string): string {
  const names: Readonly<Record<string, string>> = COUNTRY_FACTS[country].currencyName;
  const base = lang.split(/[_-]/)[0] ?? lang;
  return names[lang] ?? names[base] ?? names.en ?? COUNTRY_FACTS[country].currency;
}
