/**
 * What RJSF renders for the rules' current result (pure): the schema without hidden fields, and a
 * uiSchema whose fields carry the offered options and warnings for the widgets.
 */
import type { Evaluation, FormSchema, OptionDef } from '../shared/forms/index';

/**
 * The visible fields, each without its option list: the widgets take the offered options from the
 * uiSchema, and a `oneOf` left in would make RJSF match every option (195 districts) on each render.
 */
export function viewSchema(schema: FormSchema, visible: readonly string[]): FormSchema {
  const shown = new Set(visible);
  const properties = Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([k]) => shown.has(k))
      .map(([k, { oneOf: _options, ...field }]) => [k, field]),
  );
  return { ...schema, properties, required: (schema.required ?? []).filter((f) => shown.has(f)) };
}

export function viewUiSchema(
  uiSchema: Readonly<Record<string, unknown>>,
  evaluation: Evaluation,
  warnings: Readonly<Record<string, string>>,
  sections: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ...uiSchema,
    'ui:submitButtonOptions': { norender: true },
  };
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? [];
  out['ui:order'] = [...order.filter((f) => evaluation.visible.includes(f)), '*'];
  for (const field of evaluation.visible) {
    const own = (uiSchema[field] as Record<string, unknown> | undefined) ?? {};
    const options: Record<string, unknown> = { ...(own['ui:options'] as object | undefined) };
    const offered: readonly OptionDef[] | undefined = evaluation.options[field];
    if (offered) options.offered = offered;
    if (warnings[field]) options.warning = warnings[field];
    if (sections[field]) options.section = sections[field];
    // An option field without a widget named in the file gets the picker, as RJSF's select would.
    const widget = own['ui:widget'] ?? (offered ? 'picker' : undefined);
    out[field] = { ...own, ...(widget ? { 'ui:widget': widget } : {}), 'ui:options': options };
  }
  return out;
}

/** A signature that changes only when what RJSF must re-layout changes (not on every keystroke). */
export function layoutSignature(evaluation: Evaluation): string {
  const opts = Object.entries(evaluation.options).map(
    ([k, v]) => `${k}:${v.map((o) => o.const).join('|')}`,
  );
  return `${evaluation.visible.join(',')}#${opts.join(';')}`;
}
