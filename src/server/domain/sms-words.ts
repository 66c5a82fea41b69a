/**
 * The texts of SMS messages as data (locales/<lang>/sms.json) and the rules they must pass before
 * a server uses them: every placeholder known and given to its message (sms-values.ts), each message within the country's segment limit
 * with its longest values, and no collection message saying what the regulators forbid (threats,
 * family, employer, public shaming: Kenya's CBK and Tanzania's BoT digital-lending rules).
 */
import { countSegments } from './sms-segments';
import { SMS_TEMPLATES, valuesOf } from './sms-values';

/** Templates by key (`code.login`, `reminder.before`…), one language. */
export type SmsTexts = Readonly<Record<string, string>>;

export { SMS_TEMPLATES, type SmsTemplate } from './sms-values';

/** The most characters a decline SMS gives its reasons' words. */
export const REASONS_MAX_CHARS = 120;

/**
 * The longest value each placeholder takes: the segment check renders with them. Amounts are the
 * spec's largest loan with every charge, a reference is a provider's longest transaction id.
 */
export const LONGEST_VALUES: Readonly<Record<string, string>> = {
  app: 'Mkopo Credit',
  code: '000000',
  orderNo: 'MK2026123123595999999',
  dueDate: '2026-12-31',
  date: '2026-12-31',
  byDueDate: '9,999,999',
  closeToday: '9,999,999',
  amount: '9,999,999',
  currency: 'XXX', // ISO 4217's code for no currency: three letters, as every code
  days: '60',
  reference: 'ATPid_0123456789abcdef0123',
  // A wallet's receipt number: M-Pesa's is 10 characters, Selcom's references run longer.
  receipt: 'ATPid_0123456789abcdef0123',
  wallet: 'halopesa',
  hours: '168', // product.json newWalletCoolingOffHours at most
  support: '+000 000 000 000',
  // A decline's reasons in words: as many of the policy's main reasons as fit (credit/decline-sms.ts).
  reasons: 'R'.repeat(REASONS_MAX_CHARS),
  // WEB_ADDRESS and the app's longest route a USSD borrower is sent to.
  link: 'https://app.mkopo-credit.example.com/#/auth/identity_ocr',
};

/**
 * Collection messages may never say these (whole words, any case), per language: a language's
 * own code (`sw_TZ`) or its primary subtag (`sw`), which its regional variants share.
 */
export const FORBIDDEN_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'police',
    'arrest',
    'arrested',
    'jail',
    'prison',
    'court',
    'sue',
    'lawsuit',
    'criminal',
    'thief',
    'fraud',
    'fraudster',
    'family',
    'relatives',
    'wife',
    'husband',
    'mother',
    'father',
    'children',
    'employer',
    'boss',
    'colleagues',
    'workplace',
    'neighbours',
    'neighbors',
    'friends',
    'contacts',
    'shame',
    'ashamed',
    'public',
    'publish',
    'expose',
    'blacklist',
    'defaulter',
    'consequences',
  ],
  sw: [
    'polisi',
    'kukamatwa',
    'utakamatwa',
    'jela',
    'gerezani',
    'mahakama',
    'mahakamani',
    'kushtakiwa',
    'utashtakiwa',
    'mhalifu',
    'mwizi',
    'tapeli',
    'laghai',
    'familia',
    'ndugu',
    'jamaa',
    'mke',
    'mume',
    'mama',
    'baba',
    'watoto',
    'mwajiri',
    'bosi',
    'kazini',
    'majirani',
    'marafiki',
    'aibu',
    'kuaibishwa',
    'hadharani',
    'tutatangaza',
    'orodha nyeusi',
  ],
  es: [
    'policía',
    'arresto',
    'arrestado',
    'cárcel',
    'prisión',
    'tribunal',
    'demanda',
    'criminal',
    'ladrón',
    'fraude',
    'familia',
    'parientes',
    'esposa',
    'esposo',
    'madre',
    'padre',
    'hijos',
    'empleador',
    'jefe',
    'colegas',
    'vecinos',
    'amigos',
    'contactos',
    'vergüenza',
    'público',
    'publicar',
    'exponer',
    'lista negra',
    'moroso',
    'consecuencias',
  ],
};

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; a value not given stays visible, so a test sees it. */
export function renderText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** Collection messages: the ones the forbidden words apply to (everything but codes). */
export const isCollectionTemplate = (key: string) => !key.startsWith('code.');

/**
 * Messages the quiet hours hold: reminders. A code, a receipt of the borrower's own payment and a
 * security notice (a new wallet bound) are answers the borrower needs at once, day or night.
 */
export const waitsForDaytime = (key: string) => key.startsWith('reminder.');

export interface WordsProblem {
  readonly key: string;
  readonly message: string;
}

/** Forbidden words in `text` for `lang` (English's too: borrowers mix the two). */
export function forbiddenIn(text: string, lang: string): string[] {
  const lower = text.toLocaleLowerCase();
  const words = [
    ...(FORBIDDEN_WORDS[lang] ?? FORBIDDEN_WORDS[lang.split('_')[0] ?? ''] ?? []),
    ...(lang === 'en' ? [] : (FORBIDDEN_WORDS.en ?? [])),
  ];
  return words.filter((w) => new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, 'u').test(lower));
}

/**
 * The problems of one language's texts for a country whose messages may take `maxSegments`
 * parts: missing templates, unknown placeholders, too long with the longest values, forbidden words.
 */
export function checkSmsTexts(texts: SmsTexts, lang: string, maxSegments: number): WordsProblem[] {
  const problems: WordsProblem[] = [];
  for (const key of SMS_TEMPLATES) {
    const text = texts[key];
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push({ key, message: 'is missing' });
      continue;
    }
    const unknown = [...text.matchAll(PLACEHOLDER)]
      .map((m) => m[1] ?? '')
      .filter((name) => !(name in LONGEST_VALUES));
    if (unknown.length > 0)
      problems.push({ key, message: `names unknown values: ${unknown.join(', ')}` });
    const given = valuesOf(key);
    const notGiven = [...text.matchAll(PLACEHOLDER)]
      .map((m) => m[1] ?? '')
      .filter((name) => name in LONGEST_VALUES && !given.includes(name));
    if (notGiven.length > 0)
      problems.push({
        key,
        message: `names values this message is not given: ${notGiven.join(', ')} (it is given ${given.join(', ')})`,
      });
    const longest = countSegments(renderText(text, LONGEST_VALUES));
    if (longest.segments > maxSegments)
      problems.push({
        key,
        message: `takes ${longest.segments} SMS (${longest.encoding}, ${longest.units} characters with its longest values); the country allows ${maxSegments}`,
      });
    const said = isCollectionTemplate(key) ? forbiddenIn(text, lang) : [];
    if (said.length > 0)
      problems.push({
        key,
        message: `says what collection messages may never say: ${said.join(', ')}`,
      });
  }
  return problems;
}

/** `{code: {login: '…'}}` → `{'code.login': '…'}`. */
export function flattenTexts(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) return {};
  return Object.assign(
    {},
    ...Object.entries(value).map(([k, v]) => flattenTexts(v, prefix ? `${prefix}.${k}` : k)),
  ) as Record<string, string>;
}
