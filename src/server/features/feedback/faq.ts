/**
 * The frequent questions of the feedback screen, kept as data per language (faq/<lang>.json); a
 * language without its own list reads the first of its fallback chain that has one.
 */
import en from './faq/en.json';
import es from './faq/es.json';
import swKE from './faq/sw_KE.json';
import swTZ from './faq/sw_TZ.json';
import { firstOfChain } from '../../locale-files';

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

const FAQ: Readonly<Record<string, readonly FaqEntry[]>> = { en, es, sw_KE: swKE, sw_TZ: swTZ };

/** The entries in `lang`, or in the first language of its chain that has them. */
export function faqFor(lang: string): readonly FaqEntry[] {
  return FAQ[firstOfChain(lang, (code) => Object.hasOwn(FAQ, code))] ?? en;
}
