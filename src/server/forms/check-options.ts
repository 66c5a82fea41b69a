/**
 * Checks that the rules of a form name options that exist (docs/architecture.md §5): a group in `optionFilters`
 * that no option carries would leave a required picker empty, and a value in a condition that is
 * no option of its field would never hold.
 */
import { didYouMean } from './did-you-mean';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Problem {
  readonly path: string;
  readonly message: string;
}

/** The options of a field: its `const` values and the groups (`x-group`) they belong to. */
function optionsOf(schema: Obj, field: string): { values: string[]; groups: Set<string> } | null {
  const props = isObj(schema.properties) ? schema.properties : {};
  const def = props[field];
  if (!isObj(def) || !Array.isArray(def.oneOf)) return null;
  const options = def.oneOf.filter(isObj);
  return {
    values: options.map((o) => String(o.const)),
    groups: new Set(options.map((o) => o['x-group']).filter((g) => typeof g === 'string')),
  };
}

/** Every `eq` / `in` inside a condition, with its path. */
function comparisons(
  cond: unknown,
  path: string,
): { path: string; field: string; values: unknown[] }[] {
  if (!isObj(cond)) return [];
  return Object.entries(cond).flatMap(([op, arg]) => {
    const at = `${path}.${op}`;
    if ((op === 'all' || op === 'any') && Array.isArray(arg))
      return arg.flatMap((c, i) => comparisons(c, `${at}[${i}]`));
    if (op === 'not') return comparisons(arg, at);
    if (op === 'eq' && Array.isArray(arg))
      return [{ path: at, field: String(arg[0]), values: [arg[1]] }];
    if (op === 'in' && Array.isArray(arg) && Array.isArray(arg[1]))
      return [{ path: at, field: String(arg[0]), values: arg[1] as unknown[] }];
    return [];
  });
}

/** Every condition of the rules, with its path. */
function conditionsOf(rules: Obj): { path: string; cond: unknown }[] {
  const out: { path: string; cond: unknown }[] = [];
  if (isObj(rules.visibleWhen))
    for (const [f, c] of Object.entries(rules.visibleWhen))
      out.push({ path: `rules.visibleWhen.${f}`, cond: c });
  if (isObj(rules.optionFilters))
    for (const [f, list] of Object.entries(rules.optionFilters))
      if (Array.isArray(list))
        list.forEach((flt: unknown, i) => {
          if (isObj(flt)) out.push({ path: `rules.optionFilters.${f}[${i}].when`, cond: flt.when });
        });
  return out;
}

export function optionProblems(schema: Obj, rules: Obj): Problem[] {
  const problems: Problem[] = [];
  if (isObj(rules.optionFilters)) {
    for (const [field, list] of Object.entries(rules.optionFilters)) {
      const options = optionsOf(schema, field);
      if (!options || !Array.isArray(list)) continue;
      list.forEach((flt: unknown, i) => {
        const groups = isObj(flt) && Array.isArray(flt.groups) ? flt.groups : [];
        groups.forEach((g: unknown, j) => {
          if (options.groups.has(String(g))) return;
          problems.push({
            path: `rules.optionFilters.${field}[${i}].groups[${j}]`,
            message: `no option of "${field}" is in the group "${String(g)}", so the list would be empty${didYouMean(String(g), options.groups)}`,
          });
        });
      });
    }
  }
  for (const { path, cond } of conditionsOf(rules)) {
    for (const c of comparisons(cond, path)) {
      const options = optionsOf(schema, c.field);
      if (!options) continue;
      c.values.forEach((v, i) => {
        if (options.values.includes(String(v))) return;
        problems.push({
          path: c.path.endsWith('.in') ? `${c.path}[1][${i}]` : c.path,
          message: `"${String(v)}" is not an option of "${c.field}", so this condition never holds${didYouMean(String(v), options.values)}`,
        });
      });
    }
  }
  return problems;
}
