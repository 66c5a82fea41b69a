/**
 * What a staff member must never read on a console page: raw JSON, a translation key instead of
 * its words, an amount without its currency, a status as a number, or a programmer's placeholder
 * ("undefined", "NaN", "[object Object]"). Pure: the walk hands in what the browser showed.
 */

/** A page as the browser showed it: its visible text and its tables, header by header. */
export interface PageView {
  readonly text: string;
  readonly tables: readonly { headers: readonly string[]; rows: readonly (readonly string[])[] }[];
  /** Texts the page cuts off ("ACTI…"), as tests/e2e/browser.ts clippedTexts finds them. */
  readonly clipped?: readonly string[];
}

/** Which column headers (in every language) hold amounts or statuses, and the locale's keys. */
export interface Semantics {
  readonly amountHeaders: ReadonlySet<string>;
  readonly statusHeaders: ReadonlySet<string>;
  /** Every key of the console's locale files, dotted (`orderStatus.overdue`). */
  readonly keys: ReadonlySet<string>;
}

export type FindingKind =
  'english' | 'json' | 'key' | 'bare-amount' | 'numeric-status' | 'placeholder' | 'clipped';

export interface Finding {
  readonly kind: FindingKind;
  readonly text: string;
}

type Flat = readonly (readonly [string, string])[];

/** A locale file's messages as dotted keys and their texts. */
export function flatten(messages: unknown, prefix = ''): [string, string][] {
  if (typeof messages !== 'object' || messages === null) return [];
  return Object.entries(messages).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`),
  );
}

// A label is a key's last part naming money or a status (`col.owed`, `summary.owedToday`), as
// long as its text is a label (no {{value}} inside, a few words at most).
const AMOUNT_KEY =
  /(^|\.)\w*(amount|owed|outstanding|principal|balance|penalty|paid|total|limit|float|available|writtenOff|refunded)\w*$/i;
const STATUS_KEY = /(^|\.)(col\.(status|state)|summary\.status|evidence\.status)$/;
const isLabel = (text: string) => !text.includes('{{') && text.split(/\s+/).length <= 4;

/** The semantics of the console's columns, from its locale files (one per language). */
export function semanticsOf(locales: readonly Flat[]): Semantics {
  const pick = (re: RegExp) =>
    new Set(
      locales.flatMap((flat) =>
        flat.filter(([k, v]) => re.test(k) && isLabel(v)).map(([, v]) => norm(v)),
      ),
    );
  return {
    amountHeaders: pick(AMOUNT_KEY),
    statusHeaders: pick(STATUS_KEY),
    keys: new Set(locales.flatMap((flat) => flat.map(([k]) => k))),
  };
}

// A sorted column's header carries its arrow (data-table.tsx).
const norm = (s: string) => s.replace(/[▲▼]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

// A currency code beside the number ("TZS 57,000", "57,000 KES"); a percentage is no amount.
const CURRENCY = /\b[A-Z]{3}\b|%/;
const NUMBER = /^[-−]?\d[\d,. \u00a0]*$/;

/** A number of 1,000 or more standing alone: "57000", "57,000", "6 783 374". */
export function isBareAmount(cell: string): boolean {
  const s = cell.trim();
  if (!NUMBER.test(s) || CURRENCY.test(s)) return false;
  return Number(s.replace(/[^\d.]/g, '')) >= 1000;
}

const PLACEHOLDERS = [/\bundefined\b/, /\bNaN\b/, /\[object Object\]/, /\bnull\b/];
// File names, mail and web addresses are dotted too, and are meant to be read.
const NOT_A_KEY =
  /\.(json|jsonl|csv|txt|xml|png|jpe?g|pdf|html?|gz|zip|test|com|org|net|co|ke|tz|go|js|ts)$/i;
const DOTTED = /(?<![\w@./:-])[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_-]+)+(?![\w@/-]|\.[a-zA-Z0-9])/g;

/** A dotted token read as a translation key: one of the locale's keys, or a lowerCamel path. */
export function looksLikeKey(token: string, keys: ReadonlySet<string>): boolean {
  if (NOT_A_KEY.test(token) || /^\d/.test(token)) return false;
  if (keys.has(token)) return true;
  const [head] = token.split('.');
  const namespaces = new Set([...keys].map((k) => k.split('.')[0]));
  return namespaces.has(head) || /[a-z][A-Z]/.test(token);
}

function rawKeys(text: string, keys: ReadonlySet<string>): string[] {
  const words = text.split(/\s+/).filter((w) => !w.includes('@') && !w.includes('://'));
  return words
    .flatMap((w) => [...w.matchAll(DOTTED)].map((m) => m[0]))
    .filter((t) => looksLikeKey(t, keys));
}

function jsonBits(text: string): string[] {
  return [...text.matchAll(/.{0,20}(\{"|":).{0,20}/g)].map((m) => m[0]);
}

function inColumns(
  view: PageView,
  headers: ReadonlySet<string>,
  bad: (cell: string) => boolean,
): string[] {
  return view.tables.flatMap((table) => {
    const at = table.headers.flatMap((h, i) => (headers.has(norm(h)) ? [i] : []));
    return table.rows.flatMap((row) =>
      at.flatMap((i) => {
        const cell = row[i] ?? '';
        return bad(cell) ? [`${table.headers[i]}: ${cell.trim()}`] : [];
      }),
    );
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Status: 3", "Penalty 57000" in running text: a status or amount label before a bare number. */
function labelledNumbers(text: string, labels: ReadonlySet<string>, amount: boolean): string[] {
  if (labels.size === 0) return [];
  const words = [...labels].map(escape).join('|');
  const re = new RegExp(
    `(?:^|[^\\p{L}])(${words})[ \\u00a0]*:?[ \\u00a0]*([-−]?\\d[\\d,.]*)(?![ \\u00a0]*[A-Z]{3}\\b)(?![\\d%/-])`,
    'giu',
  );
  return [...text.matchAll(re)]
    .filter((m) => (amount ? isBareAmount(m[2]!) : true))
    .map((m) => `${m[1]} ${m[2]}`);
}

/**
 * The console's English texts that another language words differently: a line of one of them on
 * a page in that language is a message the switch missed. Texts with a value inside, and words
 * both languages share (a name, "OK"), are left out.
 */
export function englishOnly(english: Flat, other: Flat): Set<string> {
  const theirs = new Map(other);
  return new Set(
    english
      .filter(([k, v]) => !v.includes('{{') && /\s/.test(v.trim()) && theirs.has(k))
      .filter(([k, v]) => theirs.get(k)!.trim() !== v.trim())
      .map(([, v]) => v.trim()),
  );
}

/** How many amount and status columns of the page the scan read: a clean page had some to read. */
export function columnsRead(
  view: PageView,
  semantics: Semantics,
): { amount: number; status: number } {
  const count = (headers: ReadonlySet<string>) =>
    view.tables.reduce((n, t) => n + t.headers.filter((h) => headers.has(norm(h))).length, 0);
  return { amount: count(semantics.amountHeaders), status: count(semantics.statusHeaders) };
}

/**
 * Everything wrong on one page, each finding once; `foreign`: lines that must not appear in the
 * page's language (englishOnly's, on a page in Kiswahili).
 */
export function scanPage(
  view: PageView,
  semantics: Semantics,
  foreign: ReadonlySet<string> = new Set(),
): Finding[] {
  const { text } = view;
  const found: Finding[] = [
    ...text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => foreign.has(line))
      .map((line) => ({ kind: 'english' as const, text: line })),
    ...jsonBits(text).map((t) => ({ kind: 'json' as const, text: t })),
    ...rawKeys(text, semantics.keys).map((t) => ({ kind: 'key' as const, text: t })),
    ...PLACEHOLDERS.flatMap((re) =>
      re.test(text)
        ? [{ kind: 'placeholder' as const, text: re.source.replace(/\\b|\\/g, '') }]
        : [],
    ),
    ...inColumns(view, semantics.amountHeaders, isBareAmount).map((t) => ({
      kind: 'bare-amount' as const,
      text: t,
    })),
    ...labelledNumbers(text, semantics.amountHeaders, true).map((t) => ({
      kind: 'bare-amount' as const,
      text: t,
    })),
    ...inColumns(view, semantics.statusHeaders, (c) => /^\d+$/.test(c.trim())).map((t) => ({
      kind: 'numeric-status' as const,
      text: t,
    })),
    ...labelledNumbers(text, semantics.statusHeaders, false).map((t) => ({
      kind: 'numeric-status' as const,
      text: t,
    })),
    ...(view.clipped ?? []).map((t) => ({ kind: 'clipped' as const, text: t })),
  ];
  const seen = new Set<string>();
  return found.filter((f) => {
    const id = `${f.kind}|${f.text}`;
    return seen.has(id) ? false : (seen.add(id), true);
  });
}
