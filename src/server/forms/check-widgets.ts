/**
 * Checks of a form's widgets against the catalog the client renders from (src/shared/forms/widget-catalog.ts): a
 * `ui:widget` the phone has not got, or an option the widget does not take, is refused with
 * "did you mean" (RJSF would otherwise fail the whole screen with "No widget 'dropdown'").
 *
 * Then that a field's widget can type what its pattern demands (docs/architecture.md §5): a digits-only widget
 * under a pattern that wants letters, or ID parts of another country's shape, would leave the
 * borrower unable to fill a required field. The widget's possible values are sampled: every
 * 3-digit start at every length it allows, which covers the prefixes real number rules fix.
 */

import {
  WIDGET_CATALOG,
  defaultWidget,
  isWidgetName,
  optionFits,
  type OptionType,
} from '../../shared/forms/widget-catalog';
import { didYouMean } from './did-you-mean';
import { widgetHint } from './widget-hint';

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

/** Every field's widget is in the catalog and takes the options the file gives it. */
export function widgetNameProblems(schema: Obj, uiSchema: Obj): Problem[] {
  const props = isObj(schema.properties) ? schema.properties : {};
  const problems: Problem[] = [];
  for (const [field, ui] of Object.entries(uiSchema)) {
    if (field.startsWith('ui:') || !isObj(ui)) continue;
    const at = `uiSchema.${field}`;
    const named = ui['ui:widget'];
    const def = props[field];
    const widget = named ?? defaultWidget(isObj(def) && Array.isArray(def.oneOf));
    if (!isWidgetName(widget)) {
      problems.push({
        path: `${at}.ui:widget`,
        message: `unknown widget "${String(widget)}": the app has no such widget${widgetHint(String(widget))}`,
      });
      continue;
    }
    const options = ui['ui:options'];
    if (options === undefined) continue;
    if (!isObj(options)) {
      problems.push({ path: `${at}.ui:options`, message: 'options are an object' });
      continue;
    }
    const takes: Readonly<Record<string, OptionType>> = WIDGET_CATALOG[widget];
    for (const [name, value] of Object.entries(options)) {
      const type = takes[name];
      if (type === undefined) {
        const known = Object.keys(takes);
        problems.push({
          path: `${at}.ui:options.${name}`,
          message: `the "${widget}" widget takes no option "${name}"${known.length > 0 ? didYouMean(name, known) : ' (it takes no options)'}`,
        });
      } else if (!optionFits(type, value)) {
        problems.push({ path: `${at}.ui:options.${name}`, message: `must be a ${type}` });
      }
    }
  }
  return problems;
}
