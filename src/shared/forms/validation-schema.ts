/**
 * The schema ajv validates against: the form schema with option lists turned into `enum`. Titles
 * and `x-` flags are for people; an enum keeps the compiled validator small (195 districts as one
 * enum instead of 195 `oneOf` branches). Which options are *offered* is the evaluator's job.
 */
import type { FieldSchema, FormSchema } from './types';

function field(schema: FieldSchema): Record<string, unknown> {
  const { oneOf, title: _title, ...rest } = schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest))
    if (!k.startsWith('x-') && !k.startsWith('ui:')) out[k] = v;
  // A district name two regions share is one enum value: the cascade tells them apart.
  if (oneOf) out.enum = [...new Set(oneOf.map((o) => o.const))];
  return out;
}

export function validationSchema(schema: FormSchema): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([k, v]) => [k, field(v)]),
  );
  return { type: 'object', properties, required: [...(schema.required ?? [])] };
}
