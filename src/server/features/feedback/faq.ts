/** The frequent questions of the feedback screen, kept as data per language (faq/<lang>.json). */
import en from './faq/en.json';
import es from './faq/es.json';
import swKE from './faq/sw_KE.json';
import swTZ from './faq/sw_TZ.json';

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

const FAQ: Readonly<Record<string, readonly FaqEntry[]>> = { en, es, sw_KE: swKE, sw_TZ: swTZ };

/** The entries in a language we ship (`requestLanguage` already fell back to English). */
export function faqFor(lang: string): readonly FaqEntry[] {
  return FAQ[lang] ?? en;
}
