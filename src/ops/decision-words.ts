/**
 * A credit decision in staff's words (decision 0049): each named input the policy read, its value,
 * each rule from what it tested ("Age under 18") and each reason code. The set of inputs is the
 * policy's, which operations may grow: an input, a source or a code the console has no words for
 * reads as its name made legible ("monthlyIncome" → "Monthly income"), never as a dotted key.
 */
import { moneyText } from './money-words';
import type { OpsT } from './use-ops-t';

export type InputValue = number | boolean | string | null;
export type Inputs = Readonly<Record<string, InputValue>>;
type TestValue = number | boolean | string | readonly (number | string)[];
export interface Condition {
  readonly input: string;
  readonly op: string;
  readonly value?: TestValue;
}
export interface Bin {
  readonly op: string;
  readonly value: TestValue;
  readonly points: number;
}
export type RuleTerms =
  | { readonly when: readonly Condition[] }
  | {
      readonly input: string;
      readonly bins: readonly Bin[];
      readonly otherwise: number;
      readonly unknown: number;
    };

// The inputs that are amounts (whole units of the loan's currency), as the policy names them.
const AMOUNTS = new Set(['application.amount', 'application.ladderLimit']);
// The sources whose facts were never asked for when they answered so.
const NOT_ASKED = new Set(['noConsent', 'off']);

/** "monthlyIncome" or "monthly_income" → "Monthly income". */
export function humanised(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The locale's words for `key`, or `fallback` when it has none (or `key` names a group). */
function wordsOr(t: OpsT, key: string, fallback: string): string {
  const word = t(key);
  return typeof word === 'string' && word !== key && !word.includes(key) ? word : fallback;
}

const sourceOf = (name: string) => name.split('.')[0] ?? name;
const fieldOf = (name: string) => name.split('.').slice(1).join(' ') || name;

/** An input's name in words: "Age". */
export function inputName(t: OpsT, name: string): string {
  return wordsOr(t, `decision.inputs.${name}`, humanised(fieldOf(name)));
}

/** An input's name with where it came from: "Age (from the form)". */
export function inputLabel(t: OpsT, name: string): string {
  const source = sourceOf(name);
  return t('decision.inputWithSource', {
    input: inputName(t, name),
    source: wordsOr(t, `decision.source.${source}`, humanised(source)),
  });
}

/** A value an input holds or a rule tests, in words: yes/no, an amount, a source's answer. */
function plainValue(t: OpsT, name: string, value: string | number | boolean, country: string) {
  if (typeof value === 'boolean') return t(value ? 'decision.yes' : 'decision.no');
  if (typeof value === 'number')
    return AMOUNTS.has(name) ? moneyText(value, country) : String(value);
  return name.endsWith('.outcome') ? wordsOr(t, `decision.look.${value}`, humanised(value)) : value;
}

/** The value `name` held in `inputs`: null reads "not asked" when its source was never asked. */
export function valueText(t: OpsT, name: string, inputs: Inputs, country: string): string {
  const value = inputs[name];
  if (value === null || value === undefined) {
    const asked = inputs[`${sourceOf(name)}.outcome`];
    return t(
      typeof asked === 'string' && NOT_ASKED.has(asked) ? 'decision.notAsked' : 'decision.unknown',
    );
  }
  return plainValue(t, name, value, country);
}

function testedText(t: OpsT, name: string, value: TestValue | undefined, country: string) {
  if (value === undefined) return '';
  if (Array.isArray(value))
    return value.map((v) => plainValue(t, name, v, country)).join(` ${t('decision.or')} `);
  return plainValue(t, name, value as string | number | boolean, country);
}

/** One condition: "Age under 18". */
export function conditionText(t: OpsT, c: Condition, country: string): string {
  const input = inputName(t, c.input);
  const value = testedText(t, c.input, c.value, country);
  const key = `decision.cond.${c.op}`;
  const said = t(key, { input, value });
  return said === key ? `${input} ${c.op} ${value}` : said;
}

/** A condition after "and" goes on the sentence: a capitalised word lowered, an acronym kept. */
const continued = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** A rule from what it tested; its id made legible when the console was not told its terms. */
export function ruleText(t: OpsT, id: string, terms: RuleTerms | null, country: string): string {
  if (!terms) return humanised(id);
  if ('when' in terms)
    return terms.when
      .map((c, i) =>
        i === 0 ? conditionText(t, c, country) : continued(conditionText(t, c, country)),
      )
      .join(` ${t('decision.and')} `);
  const bins = terms.bins.map((b) =>
    t('decision.binPoints', {
      bin: t(`decision.bin.${b.op}`, { value: testedText(t, terms.input, b.value, country) }),
      points: signed(b.points),
    }),
  );
  return t('decision.scoreRule', {
    input: inputName(t, terms.input),
    bins: bins.join('; '),
    otherwise: signed(terms.otherwise),
    unknown: signed(terms.unknown),
  });
}

/** A reason code in staff's short words: "Under 18". */
export const reasonWords = (t: OpsT, code: string) =>
  wordsOr(t, `decision.why.${code}`, humanised(code));

/** A reason as the sentence the borrower was told (in the console's language). */
export const toldWords = (t: OpsT, code: string) =>
  wordsOr(t, `decision.told.${code}`, reasonWords(t, code));
