/**
 * Every message key a form's USSD walk can put on a screen: each field's label, its options, the
 * error of each keyword its schema holds (resolved as the validator resolves it) and the keys of
 * its rules. The form check holds each one's short form to the screen budget, in every language.
 */
import { messageKey, type FieldSchema, type FormFile } from '../../../shared/forms/index';

const KEYWORDS = ['required', 'type', 'enum', 'minLength', 'maxLength', 'pattern'] as const;

function keywordsOf(file: FormFile, field: string): string[] {
  const def: Partial<FieldSchema> = file.schema.properties[field] ?? {};
  return KEYWORDS.filter((k) => {
    if (k === 'required') return (file.schema.required ?? []).includes(field);
    if (k === 'type') return true;
    if (k === 'enum') return Array.isArray(def.oneOf);
    return def[k] !== undefined;
  });
}

function ruleKeys(file: FormFile): string[] {
  const r = file.rules;
  return [
    ...(r.differ ?? []).map((d) => d.key),
    ...(r.notLoginPhone ? [r.notLoginPhone.key] : []),
    ...(r.dateAge ? [r.dateAge.key] : []),
    ...(r.datePrefix ? [r.datePrefix.key] : []),
  ];
}

/** The keys, each once, in file order; `has` tells which keys English holds. */
export function screenKeys(file: FormFile, form: string, has: (key: string) => boolean): string[] {
  const keys: string[] = [];
  for (const [field, def] of Object.entries(file.schema.properties)) {
    if (def['x-hidden'] === true) continue;
    if (def.title) keys.push(def.title);
    for (const o of def.oneOf ?? []) if (!o['x-hidden']) keys.push(o.title);
    const overrides = (def['x-messages'] ?? {}) as Record<string, string>;
    for (const k of keywordsOf(file, field))
      keys.push(messageKey(form, field, k, has, overrides[k]));
  }
  keys.push(...ruleKeys(file), 'forms:error.enum');
  return [...new Set(keys.filter((k) => k.startsWith('forms:')))];
}
