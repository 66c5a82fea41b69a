/**
 * One screen may show several form files (work + emergency contacts on additionalInfomation): their
 * fields, required lists, uiSchemas and rules merged, each field remembering its own form.
 */
import type { FormRules, ServedForm } from './types';

function mergeRules(a: FormRules, b: FormRules): FormRules {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    if (Array.isArray(prev) && Array.isArray(v)) out[k] = [...prev, ...v];
    else if (
      prev &&
      typeof prev === 'object' &&
      !Array.isArray(prev) &&
      k !== 'notLoginPhone' &&
      k !== 'dateAge'
    )
      out[k] = { ...prev, ...(v as object) };
    else out[k] = v;
  }
  return out as FormRules;
}

/** The owner of each field across the merged forms. */
export function ownersOf(forms: readonly ServedForm[]): Record<string, string> {
  const owners: Record<string, string> = {};
  for (const f of forms)
    for (const field of Object.keys(f.schema.properties))
      owners[field] = f.owners?.[field] ?? f.form;
  return owners;
}

export function mergeForms(forms: readonly ServedForm[]): Omit<ServedForm, 'validatorUrl'> {
  const [first, ...rest] = forms;
  if (!first) throw new Error('mergeForms needs at least one form');
  let merged: Omit<ServedForm, 'validatorUrl'> = first;
  for (const f of rest) {
    merged = {
      ...merged,
      form: `${merged.form}+${f.form}`,
      hash: `${merged.hash}+${f.hash}`,
      schema: {
        ...merged.schema,
        properties: { ...merged.schema.properties, ...f.schema.properties },
        required: [...(merged.schema.required ?? []), ...(f.schema.required ?? [])],
      },
      uiSchema: {
        ...merged.uiSchema,
        ...f.uiSchema,
        'ui:order': [
          ...((merged.uiSchema['ui:order'] as string[] | undefined) ?? []),
          ...((f.uiSchema['ui:order'] as string[] | undefined) ?? []),
        ],
      },
      rules: mergeRules(merged.rules, f.rules),
    };
  }
  return { ...merged, owners: ownersOf(forms) };
}
