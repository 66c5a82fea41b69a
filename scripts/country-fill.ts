/**
 * What `npm run country:new` writes into a new country's forms and files from its flags, never
 * from another country: regions, the ID number's shape, salary bands, wallets, cashier channels.
 * What no flag gave gets a neutral placeholder, named in country.json's `unfilled` list, which
 * `npm run schemas:check` reports and which keeps the country from borrowers until it is filled.
 */
type Json = Record<string, unknown>;

/** One option of a form field; a literal title (no `forms:` key) is shown as written. */
interface Option {
  const: string;
  title: string;
  'x-parent'?: string;
}

/** The single option a field without data gets, so the form still renders and checks. */
const PLACEHOLDER: Option = { const: 'unfilled', title: '—' };

const fieldOf = (form: Json, name: string): Json => {
  const field = ((form.schema as Json).properties as Json)[name];
  if (typeof field !== 'object' || field === null) throw new Error(`the form has no "${name}"`);
  return field as Json;
};

/** `{ region: [district, …] }` → the state and city pickers (a city's parent is its region). */
export function fillRegions(
  personal: Json,
  regions: Readonly<Record<string, readonly string[]>> | undefined,
): void {
  const entries = Object.entries(regions ?? {});
  const states: Option[] =
    entries.length > 0 ? entries.map(([r]) => ({ const: r, title: r })) : [PLACEHOLDER];
  const cities: Option[] =
    entries.length > 0
      ? entries.flatMap(([r, list]) => list.map((d) => ({ const: d, title: d, 'x-parent': r })))
      : [{ ...PLACEHOLDER, 'x-parent': PLACEHOLDER.const }];
  fieldOf(personal, 'state').oneOf = states;
  fieldOf(personal, 'city').oneOf = cities;
}

/**
 * The national ID number: typed as text and checked by `pattern`; the default country's split
 * widget and its date-inside-the-number rules are not another country's.
 */
export function fillIdShape(personal: Json, pattern: string | undefined): void {
  const field = fieldOf(personal, 'nationalId');
  field.pattern = pattern ?? '^\\S{4,30}$';
  field.maxLength = 40;
  // The default country's label and messages name its own card (NIDA); these name none.
  field.title = 'forms:personal.nationalIdNumber.label';
  field['x-messages'] = {
    pattern: 'forms:personal.nationalIdNumber.pattern',
    maxLength: 'forms:personal.nationalIdNumber.pattern',
  };
  (personal.uiSchema as Json).nationalId = { 'ui:widget': 'TextWidget' };
  const rules = personal.rules as Json;
  delete rules.datePrefix;
  delete rules.datePrefixMatches;
}

/**
 * The WhatsApp number and the contacts' phones: the country's national number length, typed with
 * or without the leading 0, and no operator's prefixes (the default country's are not another's).
 * Their widgets take as many digits (the 0 included): the default country's cap would refuse a
 * longer number.
 */
export function fillPhoneShapes(personal: Json, contacts: Json, length: number): void {
  const shape = `^(\\d{${length}}|0\\d{${length}})$`;
  const messages = { pattern: 'forms:personal.phoneOfCountry.pattern' };
  for (const [form, name] of [
    [personal, 'whatsappNo'],
    [contacts, 'emergencyContactMobile1'],
    [contacts, 'emergencyContactMobile2'],
  ] as const) {
    const field = fieldOf(form, name);
    field.pattern = shape;
    field['x-messages'] = messages;
    const ui = (form.uiSchema as Json | undefined)?.[name] as Json | undefined;
    const options = ui?.['ui:options'] as Json | undefined;
    if (options && typeof options.maxDigits === 'number') options.maxDigits = length + 1;
  }
}

/** Upper bounds (whole units, ascending) → monthly salary bands titled in the currency. */
export function fillSalaryBands(
  work: Json,
  currency: string,
  bounds: readonly number[] | undefined,
): void {
  const field = fieldOf(work, 'monthlySalary');
  if (!bounds || bounds.length === 0) {
    field.oneOf = [PLACEHOLDER];
    return;
  }
  const n = (v: number) => v.toLocaleString('en');
  const bands: Option[] = bounds.map((top, i) => {
    const from = i === 0 ? 0 : (bounds[i - 1] ?? 0) + 1;
    return { const: `${from}to${top}`, title: `${currency} ${n(from)}–${n(top)}` };
  });
  const last = bounds[bounds.length - 1] ?? 0;
  bands.push({ const: `moreThan${last}`, title: `${currency} ${n(last + 1)} +` });
  field.oneOf = bands;
}

/**
 * Upper bounds (whole units, ascending) → the questionnaire's "how much do you owe in total"
 * bands titled in the currency, after its "Nothing"; without bounds, a placeholder after it.
 */
export function fillDebtBands(
  questionnaire: Json,
  currency: string,
  bounds: readonly number[] | undefined,
): void {
  const field = fieldOf(questionnaire, 'q7');
  const nothing = ((field.oneOf as Option[] | undefined) ?? []).find((o) => o.const === 'nothing');
  const bands: Option[] = nothing ? [nothing] : [];
  if (!bounds || bounds.length === 0) {
    field.oneOf = [...bands, PLACEHOLDER];
    return;
  }
  const n = (v: number) => v.toLocaleString('en');
  bounds.forEach((top, i) => {
    const from = i === 0 ? 1 : (bounds[i - 1] ?? 0) + 1;
    bands.push({ const: `${from}to${top}`, title: `${currency} ${n(from)}–${n(top)}` });
  });
  const last = bounds[bounds.length - 1] ?? 0;
  bands.push({ const: `moreThan${last}`, title: `${currency} ${n(last + 1)} +` });
  field.oneOf = bands;
}

/**
 * `mtn:77,78;airtel:70,75` → wallets in that order and their number prefixes; `id=Name:prefixes`
 * (`mtnmomo=MTN MoMo:24,54`) also gives the name borrowers read, which the id alone cannot.
 */
export function parseWallets(flag: string): {
  wallets: string[];
  prefixes: Record<string, string[]>;
  names: Record<string, string>;
} {
  const wallets: string[] = [];
  const prefixes: Record<string, string[]> = {};
  const names: Record<string, string> = {};
  for (const part of flag.split(';').filter((p) => p.trim() !== '')) {
    const [head = '', list = ''] = part.split(':');
    const [rawId = '', ...rest] = head.split('=');
    const id = rawId.trim();
    const name = rest.join('=').trim();
    wallets.push(id);
    if (name !== '') names[id] = name;
    const own = list
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (own.length > 0) prefixes[id] = own;
  }
  return { wallets, prefixes, names };
}

/** Bounds like `10000,25000,50000`; undefined when not numbers in ascending order. */
export function parseBounds(flag: string): number[] | undefined {
  const list = flag.split(',').map((v) => Number(v.trim()));
  const ok =
    list.length > 0 &&
    list.every((v, i) => Number.isSafeInteger(v) && v > 0 && (i === 0 || v > (list[i - 1] ?? 0)));
  return ok ? list : undefined;
}

/**
 * A product that only the country's own law shapes (--lending-caps): the smallest loan, one term,
 * no interest, fee or penalty, so it passes the check and is plainly a placeholder; the
 * template's policies (reminders, buckets, limit raise) carry no currency and stay.
 */
export function placeholderProduct(template: Json, caps: Readonly<Record<string, number>>): Json {
  const amount = caps.minAmount ?? 1;
  const term = caps.minTermDays ?? 1;
  return {
    ...template,
    minAmount: amount,
    stepAmount: amount,
    terms: [term],
    interestRatePerYear: 0,
    feeRate: 0,
    penaltyRatePerDay: 0,
    rolloverFeeRate: 0,
    rolloverDays: caps.rolloverDays ?? 1,
    minRepayAmount: caps.minRepayAmount ?? amount,
    ladder: [{ limit: amount, maxTerm: term, timelyRepayments: 0 }],
  };
}
