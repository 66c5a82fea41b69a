/**
 * Numbers inside a sentence of a right-to-left language. Digit groups joined by spaces, stars or
 * dots ("0754***699", "+2557•••••699", "0123 456 789") take the sentence's direction between
 * them and read backwards ("699***0754"); set apart as a left-to-right island (Unicode's isolate
 * marks LRI … PDI) they keep their order. A left-to-right language needs no marks: its text is
 * left as it is, for whoever copies or reads it.
 */
import { useTranslation } from 'react-i18next';
import type { Direction } from '../shared/languages';
import { directionOf } from './i18n';

const LRI = '\u2066';
const PDI = '\u2069';

/** `text` as a left-to-right island inside a sentence written in `dir`. */
export function leftToRight(text: string, dir: Direction): string {
  return dir === 'rtl' && text !== '' ? `${LRI}${text}${PDI}` : text;
}

/** leftToRight for the language the app shows now. */
export function useLeftToRight(): (text: string) => string {
  const { i18n } = useTranslation();
  const dir = directionOf(i18n.language);
  return (text) => leftToRight(text, dir);
}
