/**
 * Checks a form file before it is served (docs/architecture.md §5): the JSON Schema against the meta-schema, the
 * shape the engine expects, the rule vocabulary, and every title and message key present in English. Each problem names its path inside the file.
 */
import { OPERATORS, fieldsOf, hasPath, type Condition } from '../../shared/forms/index';
import { metaSchemaProblems } from './compile';
import { optionProblems } from './check-options';
import { widgetNameProblems, widgetProblems } from './check-widgets';
import { didYouMean } from './did-you-mean';

export interface Problem {
  readonly path: string;
  readonly message: string;
}

/** locale → parsed forms.json */
export type Locales = Readonly<Record<string, unknown>>;

const RULES = [
  'visibleWhen',
  'resets',
  'optionFilters',
  'cascade',
  'differ',
  'notLoginPhone',
  'dateAge',
  'datePrefix',
  'datePrefixMatches',
] as const;

type Obj = Record<string, unknown>;

/** A name used in a rule that is not a field of the form. */
const noField = (name: string, fields: Iterable<string>) =>
  `unknown field "${name}": this form has no such field${didYouMean(name, fields)}`;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function conditionProblems(cond: unknown, path: string, fields: Set<string>): Problem[] {
  if (!isObj(cond) || Object.keys(cond).length !== 1)
    return [{ path, message: 'a condition has exactly one operator' }];
  const [op, arg] = Object.entries(cond)[0] as [string, unknown];
  if (!(OPERATORS as readonly string[]).includes(op)) {
    return [{ path, message: `unknown condition "${op}"${didYouMean(op, OPERATORS)}` }];
  }
  if (op === 'all' || op === 'any') {
    if (!Array.isArray(arg))
      return [{ path: `${path}.${op}`, message: 'expects a list of conditions' }];
    return arg.flatMap((c, i) => conditionProblems(c, `${path}.${op}[${i}]`, fields));
  }
  if (op === 'not') return conditionProblems(arg, `${path}.not`, fields);
  const shapeOk =
    (op === 'filled' && typeof arg === 'string') ||
    (op === 'eq' && Array.isArray(arg) && arg.length === 2) ||
    (op === 'in' && Array.isArray(arg) && arg.length === 2 && Array.isArray(arg[1]));
  if (!shapeOk) return [{ path: `${path}.${op}`, message: `malformed "${op}"` }];
  return fieldsOf(cond as Condition)
    .filter((f) => !fields.has(f))
    .map((f) => ({ path: `${path}.${op}`, message: noField(f, fields) }));
}

/** Every string that must be a translation key, with where it sits. */
export function keysOf(file: Obj): { path: string; key: string }[] {
  const out: { path: string; key: string }[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      const isKey = /(^|\.)(title|key|hint)$/.test(path) || /\.x-messages\.[A-Za-z]+$/.test(path);
      if (isKey && node.includes(':')) out.push({ path, key: node });
      return;
    }
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (isObj(node))
      for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk({ schema: file.schema, uiSchema: file.uiSchema, rules: file.rules }, '');
  return out;
}

function fieldProblems(schema: Obj): Problem[] {
  const problems: Problem[] = [];
  const props = schema.properties;
  if (!isObj(props)) return [{ path: 'schema.properties', message: 'missing' }];
  for (const [name, def] of Object.entries(props)) {
    const path = `schema.properties.${name}`;
    if (!isObj(def) || def.type !== 'string')
      problems.push({ path, message: 'every field is a string' });
    else if (def.oneOf !== undefined) {
      const ok =
        Array.isArray(def.oneOf) && def.oneOf.every((o) => isObj(o) && typeof o.const === 'string');
      if (!ok)
        problems.push({
          path: `${path}.oneOf`,
          message: 'options are {const, title} with a string const',
        });
    }
  }
  for (const r of Array.isArray(schema.required) ? schema.required : []) {
    if (!(String(r) in props))
      problems.push({ path: 'schema.required', message: noField(String(r), Object.keys(props)) });
  }
  return problems;
}

function ruleProblems(rules: Obj, fields: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const field = (f: unknown, path: string) => {
    if (typeof f !== 'string' || !fields.has(f))
      problems.push({ path, message: noField(String(f), fields) });
  };
  for (const [name, value] of Object.entries(rules)) {
    if (!(RULES as readonly string[]).includes(name)) {
      problems.push({
        path: `rules.${name}`,
        message: `unknown rule "${name}"${didYouMean(name, RULES)}`,
      });
    } else if (name === 'visibleWhen' && isObj(value)) {
      for (const [f, c] of Object.entries(value)) {
        field(f, `rules.visibleWhen.${f}`);
        problems.push(...conditionProblems(c, `rules.visibleWhen.${f}`, fields));
      }
    } else if (name === 'resets' && isObj(value)) {
      for (const [f, targets] of Object.entries(value)) {
        field(f, `rules.resets.${f}`);
        (Array.isArray(targets) ? targets : [targets]).forEach((t, i) =>
          field(t, `rules.resets.${f}[${i}]`),
        );
      }
    } else if (name === 'optionFilters' && isObj(value)) {
      for (const [f, filters] of Object.entries(value)) {
        field(f, `rules.optionFilters.${f}`);
        (Array.isArray(filters) ? filters : []).forEach((flt: unknown, i) =>
          problems.push(
            ...conditionProblems(
              isObj(flt) ? flt.when : flt,
              `rules.optionFilters.${f}[${i}].when`,
              fields,
            ),
          ),
        );
      }
    } else if (name === 'cascade' && isObj(value)) {
      for (const [child, parent] of Object.entries(value)) {
        field(child, `rules.cascade.${child}`);
        field(parent, `rules.cascade.${child}`);
      }
    } else if (name === 'differ' && Array.isArray(value)) {
      value.forEach((d: unknown, i) =>
        (isObj(d) && Array.isArray(d.fields) ? d.fields : [undefined]).forEach(
          (f: unknown, j: number) => field(f, `rules.differ[${i}].fields[${j}]`),
        ),
      );
    } else if (name === 'notLoginPhone' && isObj(value) && Array.isArray(value.fields)) {
      value.fields.forEach((f: unknown, i: number) => field(f, `rules.notLoginPhone.fields[${i}]`));
    } else if (isObj(value) && 'field' in value) {
      field(value.field, `rules.${name}.field`);
    }
  }
  return problems;
}

/** Every problem of one form file; empty = servable. */
export function checkFormFile(file: unknown, locales: Locales): Problem[] {
  if (!isObj(file))
    return [{ path: '', message: 'a form file is an object {schema, uiSchema, rules}' }];
  const problems: Problem[] = [];
  for (const part of ['schema', 'uiSchema', 'rules']) {
    if (!isObj(file[part])) problems.push({ path: part, message: 'missing or not an object' });
  }
  if (problems.length > 0) return problems;
  const schema = file.schema as Obj;
  problems.push(...metaSchemaProblems(schema).map((m) => ({ path: 'schema', message: m })));
  problems.push(...fieldProblems(schema));
  const fields = new Set(Object.keys(isObj(schema.properties) ? schema.properties : {}));
  problems.push(...ruleProblems(file.rules as Obj, fields));
  problems.push(...optionProblems(schema, file.rules as Obj));
  problems.push(...widgetNameProblems(schema, file.uiSchema as Obj));
  problems.push(...widgetProblems(schema, file.uiSchema as Obj));
  // English must hold every key; another language lacking one shows the English text (the
  // server fills the gap) and `npm run schemas:check` lists it.
  const base = 'en' in locales ? { en: locales.en } : locales;
  for (const { path, key } of keysOf(file)) {
    const [ns, rest] = key.split(':', 2) as [string, string];
    for (const [lang, json] of Object.entries(base)) {
      if (ns !== 'forms' || !hasPath(json, rest)) {
        problems.push({
          path,
          message: `"${key}" is not translated in locales/${lang}/forms.json`,
        });
      }
    }
  }
  return problems;
}
