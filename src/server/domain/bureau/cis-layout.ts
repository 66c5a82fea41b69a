/**
 * The Kenyan bureau file's layout as data (schemas/_bureau/cis-mobile.json): every field of
 * the CIS Kenya mobile facility record in its order, with its rule and code list, and the codes
 * this lender writes. The writer and the validator both read it, so a correction from the
 * bureaus' licensed template is one edit of that file (docs/decisions/0035-kenya-bureau-file.md);
 * features/bureau/cis-layout-file.ts reads it.
 */
/** What the books say of a loan, by name: each field of the layout takes one of these. */
export const CIS_SOURCES = [
  'surname',
  'forename1',
  'forename2',
  'forename3',
  'tradingAs',
  'dateOfBirth',
  'clientNumber',
  'accountNumber',
  'gender',
  'nationality',
  'idType',
  'idNumber',
  'mobile',
  'productType',
  'instalmentDueDate',
  'originalAmount',
  'currency',
  'currentBalanceKes',
  'currentBalance',
  'overdueBalance',
  'overdueDate',
  'daysInArrears',
  'instalmentsInArrears',
  'riskClass',
  'accountStatus',
  'accountStatusDate',
  'repaymentPeriod',
  'disbursementDate',
  'instalmentAmount',
  'latestPaymentDate',
  'lastPaymentAmount',
] as const;
export type CisSource = (typeof CIS_SOURCES)[number];

export const CIS_FIELD_TYPES = [
  'text',
  'digits',
  'amount',
  'date',
  'code',
  'currency',
  'country',
] as const;
export type CisFieldType = (typeof CIS_FIELD_TYPES)[number];

export interface CisField {
  readonly no: number;
  readonly name: string;
  readonly source: CisSource;
  readonly type: CisFieldType;
  readonly required: boolean;
  readonly maxLength: number;
  /** For `code`: the name of its list in `codes`. */
  readonly codes?: string;
  /** Required when the named amount field is above zero (Overdue Date, Date of Latest Payment). */
  readonly requiredWhenAboveZero?: string;
}

export type CisStatusOf = 'active' | 'closed' | 'writtenOff' | 'disputed';

export const CIS_DATE_FORMATS = ['YYYYMMDD', 'DDMMYYYY'] as const;
export type CisDateFormat = (typeof CIS_DATE_FORMATS)[number];

export interface CisLayout {
  /** How every date of a record is written. */
  readonly dateFormat: CisDateFormat;
  readonly separator: string;
  /** With `{period}`, `{lenderCode}` and `{day}` (YYYYMMDD). */
  readonly header: string;
  readonly columnNamesLine: boolean;
  readonly fields: readonly CisField[];
  readonly codes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly reporting: {
    readonly productType: string;
    readonly idType: string;
    readonly nationality: string;
    /** The personal form's gender values to the template's codes. */
    readonly gender: Readonly<Record<string, string>>;
    readonly status: Readonly<Record<CisStatusOf, string>>;
    /** A disputed account stays in the file marked `status.disputed`; false: left out. */
    readonly disputedInFile: boolean;
    readonly performingRiskClass: string;
    /** A status only the revolving product types may carry (settled, `H`). */
    readonly revolvingOnly: { readonly status: string; readonly productTypes: readonly string[] };
    /** Ascending; `days: null` is the open-ended last class. */
    readonly riskClassUpTo: readonly { readonly class: string; readonly days: number | null }[];
    readonly repaymentPeriod: { readonly daysPerUnit: number };
  };
}

export class LayoutError extends Error {}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function need<T>(ok: boolean, value: T, where: string, what: string): T {
  if (!ok) throw new LayoutError(`cis-mobile.json ${where}: ${what}`);
  return value;
}

const text = (o: Obj, key: string, where: string) =>
  need(typeof o[key] === 'string' && o[key] !== '', o[key] as string, `${where}.${key}`, 'text');

function codeList(v: unknown, where: string): Record<string, string> {
  need(isObj(v), v, where, 'a list of codes');
  const list = v as Obj;
  for (const [k, d] of Object.entries(list))
    need(typeof d === 'string', d, `${where}.${k}`, 'text');
  return list as Record<string, string>;
}

function field(v: unknown, i: number, codes: Record<string, unknown>): CisField {
  const where = `fields[${i}]`;
  need(isObj(v), v, where, 'a field');
  const f = v as Obj;
  const source = text(f, 'source', where) as CisSource;
  need(CIS_SOURCES.includes(source), source, `${where}.source`, `one of ${CIS_SOURCES.join(', ')}`);
  const type = text(f, 'type', where) as CisFieldType;
  need(CIS_FIELD_TYPES.includes(type), type, `${where}.type`, CIS_FIELD_TYPES.join(', '));
  const maxLength = f.maxLength;
  need(Number.isInteger(maxLength) && (maxLength as number) > 0, 0, `${where}.maxLength`, '> 0');
  need(typeof f.required === 'boolean', 0, `${where}.required`, 'true or false');
  if (type === 'code')
    need(typeof f.codes === 'string' && f.codes in codes, 0, `${where}.codes`, 'a list in codes');
  return {
    no: need(f.no === i + 1, i + 1, `${where}.no`, `${i + 1}, the field's place`),
    name: text(f, 'name', where),
    source,
    type,
    required: f.required as boolean,
    maxLength: maxLength as number,
    ...(typeof f.codes === 'string' ? { codes: f.codes } : {}),
    ...(typeof f.requiredWhenAboveZero === 'string'
      ? { requiredWhenAboveZero: f.requiredWhenAboveZero }
      : {}),
  };
}

function revolvingOnly(v: unknown): CisLayout['reporting']['revolvingOnly'] {
  const where = 'reporting.revolvingOnly';
  need(isObj(v), 0, where, 'an object');
  const o = v as Obj;
  const types = o.productTypes;
  need(Array.isArray(types) && types.every((t) => typeof t === 'string'), 0, where, 'codes');
  return { status: text(o, 'status', where), productTypes: types as string[] };
}

/** Reads the layout's JSON, refusing (with where and why) what the writer could not follow. */
export function parseCisLayout(value: unknown): CisLayout {
  need(isObj(value), value, 'root', 'an object');
  const root = value as Obj;
  need(isObj(root.codes), 0, 'codes', 'an object');
  const codes = Object.fromEntries(
    Object.entries(root.codes as Obj).map(([k, v]) => [k, codeList(v, `codes.${k}`)]),
  );
  need(Array.isArray(root.fields), 0, 'fields', 'a list');
  const fields = (root.fields as unknown[]).map((f, i) => field(f, i, codes));
  const names = new Set(fields.map((f) => f.name));
  need(names.size === fields.length, 0, 'fields', 'each name once');
  const sources = new Set(fields.map((f) => f.source));
  need(sources.size === fields.length, 0, 'fields', 'each source once');
  for (const f of fields)
    if (f.requiredWhenAboveZero)
      need(
        names.has(f.requiredWhenAboveZero),
        0,
        `${f.name}`,
        'requiredWhenAboveZero names a field',
      );
  need(isObj(root.reporting), 0, 'reporting', 'an object');
  const r = root.reporting as Obj;
  const status = codeList(r.status, 'reporting.status');
  for (const k of ['active', 'closed', 'writtenOff', 'disputed'])
    need(typeof status[k] === 'string', 0, `reporting.status.${k}`, 'a status code');
  need(Array.isArray(r.riskClassUpTo) && r.riskClassUpTo.length > 0, 0, 'riskClassUpTo', 'a list');
  const bands = (r.riskClassUpTo as Obj[]).map((b, i) => ({
    class: text(b, 'class', `reporting.riskClassUpTo[${i}]`),
    days: need(
      b.days === null || Number.isInteger(b.days),
      b.days as number | null,
      `reporting.riskClassUpTo[${i}].days`,
      'a whole number or null',
    ),
  }));
  need(isObj(r.repaymentPeriod), 0, 'reporting.repaymentPeriod', 'an object');
  const daysPerUnit = (r.repaymentPeriod as Obj).daysPerUnit;
  need(Number.isInteger(daysPerUnit) && (daysPerUnit as number) > 0, 0, 'daysPerUnit', '> 0');
  const dateFormat = text(root, 'dateFormat', 'root') as CisDateFormat;
  need(CIS_DATE_FORMATS.includes(dateFormat), 0, 'dateFormat', CIS_DATE_FORMATS.join(' or '));
  return {
    dateFormat,
    separator: text(root, 'separator', 'root'),
    header: text(root, 'header', 'root'),
    columnNamesLine: root.columnNamesLine === true,
    fields,
    codes,
    reporting: {
      productType: text(r, 'productType', 'reporting'),
      idType: text(r, 'idType', 'reporting'),
      nationality: text(r, 'nationality', 'reporting'),
      gender: codeList(r.gender, 'reporting.gender'),
      status: status as Record<CisStatusOf, string>,
      disputedInFile: need(
        typeof r.disputedInFile === 'boolean',
        r.disputedInFile as boolean,
        'reporting.disputedInFile',
        'true or false',
      ),
      performingRiskClass: text(r, 'performingRiskClass', 'reporting'),
      revolvingOnly: revolvingOnly(r.revolvingOnly),
      riskClassUpTo: bands,
      repaymentPeriod: { daysPerUnit: daysPerUnit as number },
    },
  };
}
