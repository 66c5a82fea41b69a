/**
 * A USSD screen: plain text the gateway shows, `CON` when the session goes on, `END` when it
 * stops (docs/decisions/0052-ussd-channel.md). Telcos cannot render "special characters", so a
 * screen is folded to printable ASCII here, the one place every answer passes.
 */
import { USSD_LIMITS } from './limits';

export interface Screen {
  readonly end: boolean;
  readonly text: string;
}

const REPLACE: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
};

/** The text with accents dropped and anything outside printable ASCII (and newlines) removed. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u201C\u201D\u2013\u2014\u2026\u00A0]/g, (c) => REPLACE[c] ?? '')
    .replace(/[^\n\x20-\x7E]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

export const con = (lines: readonly string[]): Screen => ({ end: false, text: plain(join(lines)) });
export const end = (lines: readonly string[]): Screen => ({ end: true, text: plain(join(lines)) });

const join = (lines: readonly string[]) => lines.filter((l) => l !== '').join('\n');

/** Whether a screen fits the gateway's limit. */
export const fits = (screen: Screen, limit: number = USSD_LIMITS.screenChars): boolean =>
  screen.text.length <= limit;

/** The body the gateway reads: `CON …` or `END …`. */
export const wire = (screen: Screen): string => `${screen.end ? 'END' : 'CON'} ${screen.text}`;
