/**
 * The SMS texts of each language (locales/<lang>/sms.json), read again when a file changes, like
 * the form words: a file that breaks a rule of domain/sms-words.ts is refused with its reasons and
 * the last good version is used. A template a language lacks (no file, no good file ever, or no
 * such key) is read along its fallback chain in locales/languages.json, English last, as the
 * screens' words are.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkSmsTexts,
  flattenTexts,
  type SmsTexts,
  type WordsProblem,
} from '../../domain/sms-words';
import { LOCALES_DIR } from '../../forms/dirs';
import { chainOf } from '../../locale-files';
import { readJson } from '../../forms/read-json';
import { COUNTRY_CODES, COUNTRY_FACTS } from '../../../shared/countries';
import { countrySms, DEFAULT_MAX_SEGMENTS } from './countries';

interface Held {
  readonly mtimeMs: number;
  readonly texts: SmsTexts | undefined;
}

const held = new Map<string, Held>();

/**
 * The strictest segment limit of the countries whose borrowers read `lang`; a language no country
 * offers yet is held to the default, ready for the country that adds it.
 */
export function segmentLimit(lang: string): number {
  const limits = COUNTRY_CODES.filter((c) =>
    (COUNTRY_FACTS[c].languages as readonly string[]).includes(lang),
  ).map((c) => countrySms(c).maxSegments);
  return limits.length > 0 ? Math.min(...limits) : DEFAULT_MAX_SEGMENTS;
}

/** One language file's problems, or its texts. */
export function readSmsFile(
  dir: string,
  lang: string,
  limit: number,
): { texts: SmsTexts } | { problems: WordsProblem[] } {
  const read = readJson(join(dir, lang, 'sms.json'));
  if (!read.ok) return { problems: [{ key: '', message: read.message }] };
  const texts = flattenTexts(read.value);
  const problems = checkSmsTexts(texts, lang, limit);
  return problems.length > 0 ? { problems } : { texts };
}

interface Log {
  error(obj: object, msg: string): void;
}

/** The texts of `lang` as good now (re-read when the file changed), else the last good ones. */
export function smsTexts(lang: string, log?: Log, dir = LOCALES_DIR): SmsTexts | undefined {
  const path = join(dir, lang, 'sms.json');
  if (!existsSync(path)) return held.get(`${dir}/${lang}`)?.texts;
  const mtimeMs = statSync(path).mtimeMs;
  const key = `${dir}/${lang}`;
  const before = held.get(key);
  if (before && before.mtimeMs === mtimeMs) return before.texts;
  const read = readSmsFile(dir, lang, segmentLimit(lang));
  if ('problems' in read) {
    for (const p of read.problems)
      log?.error(
        { file: `locales/${lang}/sms.json`, key: p.key },
        `SMS text refused, the last good is used: ${p.message}`,
      );
    held.set(key, { mtimeMs, texts: before?.texts });
    return before?.texts;
  }
  held.set(key, { mtimeMs, texts: read.texts });
  return read.texts;
}

/** The text of `template` in `lang`, or in the first language of its chain that has it. */
export function templateText(
  lang: string,
  template: string,
  log?: Log,
  dir = LOCALES_DIR,
): string | undefined {
  for (const code of chainOf(lang, dir)) {
    const text = smsTexts(code, log, dir)?.[template];
    if (text !== undefined) return text;
  }
  return undefined;
}
