/**
 * Checks that a field's widget can type what its pattern demands (DESIGN §5): a digits-only widget
 * under a pattern that wants letters, or ID parts of another country's shape, would leave the
 * borrower unable to fill a required field. The widget's possible values are sampled: every
 * 3-digit start at every length it allows, which covers the prefixes real number rules fix.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Problem {
  readonly path: string;
  readonly message: string;
}

/** Digit strings of length `n`: each 3-digit start, filled with 1s. */
function digitSamples(n: number): string[] {
  const out: string[] = [];
  for (let start = 0; start < 1000; start++) {
    const head = String(start).padStart(3, '0').slice(0, n);
    out.push(head + '1'.repeat(Math.max(0, n - head.length)));
  }
  return [...new Set(out)];
}

/** What the widget can produce, and how to say it; null for widgets that type free text. */
function typable(widget: unknown, options: Obj): { samples: string[]; says: string } | null {
  if (widget === 'digits' || widget === 'phone') {
    const max = typeof options.maxDigits === 'number' ? options.maxDigits : 15;
    const samples = Array.from({ length: max }, (_, i) => digitSamples(i + 1)).flat();
    return { samples, says: `types only digits, at most ${max}` };
  }
  if (widget === 'nationalId' && Array.isArray(options.parts)) {
    const parts = options.parts.filter((p): p is number => typeof p === 'number' && p > 0);
    const total = parts.reduce((a, b) => a + b, 0);
    const samples = digitSamples(total).map((digits) => {
      let at = 0;
      return parts.map((p) => digits.slice(at, (at += p))).join('-');
    });
    return { samples, says: `types digits in parts of ${parts.join('-')} joined by "-"` };
  }
  return null;
}

export function widgetProblems(schema: Obj, uiSchema: Obj): Problem[] {
  const props = isObj(schema.properties) ? schema.properties : {};
  const problems: Problem[] = [];
  for (const [field, def] of Object.entries(props)) {
    const ui = uiSchema[field];
    if (!isObj(def) || typeof def.pattern !== 'string' || !isObj(ui)) continue;
    const can = typable(ui['ui:widget'], isObj(ui['ui:options']) ? ui['ui:options'] : {});
    if (!can) continue;
    let pattern: RegExp;
    try {
      pattern = new RegExp(def.pattern, 'u');
    } catch {
      continue; // the meta-schema check reports a broken pattern
    }
    if (can.samples.some((s) => pattern.test(s))) continue;
    problems.push({
      path: `uiSchema.${field}`,
      message: `the "${String(ui['ui:widget'])}" widget ${can.says}, which the field's pattern ${def.pattern} never accepts: borrowers could not fill it (change ui:options or the pattern)`,
    });
  }
  return problems;
}
