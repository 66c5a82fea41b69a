/**
 * What RJSF renders for the rules' current result (pure): the schema without hidden fields, and a
 * uiSchema whose fields carry the offered options and warnings for the widgets. Titles, option
 * titles and hints are translated here by `label`, once, so RJSF hands widgets their label ready.
 */
import type { Evaluation, FormSchema, OptionDef } from '../shared/forms/index';
import { asWritten, type Label } from './labels';

/** What the rules decide for the layout: which fields show and which options each offers. */
export type Layout = Pick<Evaluation, 'visible' | 'options'>;

/**
 * The visible fields, each without its option list: the widgets take the offered options from the
 * uiSchema, and a `oneOf` left in would make RJSF match every option (195 districts) on each render.
 */
export function viewSchema(
  schema: FormSchema,
  visible: readonly string[],
  label: Label = asWritten,
): FormSchema {
  const shown = new Set(visible);
  const properties = Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([k]) => shown.has(k))
      .map(([k, { oneOf: _options, ...field }]) => [
        k,
        field.title === undefined ? field : { ...field, title: label(field.title) },
      ]),
  );
  return { ...schema, properties, required: (schema.required ?? []).filter((f) => shown.has(f)) };
}

export function viewUiSchema(
  uiSchema: Readonly<Record<string, unknown>>,
  evaluation: Layout,
  warnings: Readonly<Record<string, string>>,
  sections: Readonly<Record<string, string>> = {},
  label: Label = asWritten,
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
    out[field] = {
      ...own,
      ...(widget ? { 'ui:widget': widget } : {}),
      'ui:options': labelled(options, label),
    };
  }
  return out;
}

/** A field's `ui:options` with its texts translated: the offered options' titles and the hint. */
export function labelled<O extends Readonly<Record<string, unknown>>>(options: O, label: Label): O {
  const offered = options.offered as readonly OptionDef[] | undefined;
  return {
    ...options,
    ...(offered ? { offered: offered.map((o) => ({ ...o, title: label(o.title) })) } : {}),
    ...(typeof options.hint === 'string' ? { hint: label(options.hint) } : {}),
  };
}

/** A signature that changes only when what RJSF must re-layout changes (not on every keystroke). */
export function layoutSignature(evaluation: Layout): string {
  const opts = Object.entries(evaluation.options).map(
    ([k, v]) => `${k}:${v.map((o) => o.const).join('|')}`,
  );
  return `${evaluation.visible.join(',')}#${opts.join(';')}`;
}
