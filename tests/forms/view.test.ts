/** What RJSF is handed: visible fields only, option lists moved to the widgets' uiSchema. */
import { describe, expect, it } from 'vitest';
import type { Label } from '../../src/forms/labels';
import { labelled, viewSchema, viewUiSchema } from '../../src/forms/view';
import { evaluate, type FormFile } from '../../src/shared/forms/index';

const file: FormFile = {
  schema: {
    type: 'object',
    required: ['kind', 'note'],
    properties: {
      kind: {
        type: 'string',
        title: 'forms:kind',
        oneOf: [
          { const: 'a', title: 'A' },
          { const: 'b', title: 'B' },
        ],
      },
      size: { type: 'string', title: 'forms:size', oneOf: [{ const: 's', title: 'S' }] },
      note: { type: 'string', title: 'forms:note', maxLength: 10 },
    },
  },
  uiSchema: { 'ui:order': ['kind', 'size', 'note'], kind: { 'ui:widget': 'segmented' } },
  rules: { visibleWhen: { note: { eq: ['kind', 'a'] } } },
};

describe('viewSchema', () => {
  it('keeps the visible fields without their option lists, and only their required names', () => {
    const view = viewSchema(file.schema, ['kind', 'size']);
    expect(Object.keys(view.properties)).toEqual(['kind', 'size']);
    expect(view.properties.kind).toEqual({ type: 'string', title: 'forms:kind' });
    expect(view.required).toEqual(['kind']);
    expect(file.schema.properties.kind?.oneOf).toHaveLength(2);
  });
});

describe('viewUiSchema', () => {
  it('hands each option field its offered options, with the picker unless the file names a widget', () => {
    const evaluation = evaluate(file, {});
    const ui = viewUiSchema(file.uiSchema, evaluation, {});
    expect(ui.kind).toMatchObject({
      'ui:widget': 'segmented',
      'ui:options': { offered: [{ const: 'a' }, { const: 'b' }] },
    });
    expect(ui.size).toMatchObject({
      'ui:widget': 'picker',
      'ui:options': { offered: [{ const: 's' }] },
    });
    expect(ui['ui:order']).toEqual(['kind', 'size', '*']);
  });
});

describe('labels translated in the view', () => {
  // Stands for the translator: keys become their text, literal names stay as written.
  const label: Label = (title) => (title?.includes(':') ? `T(${title})` : (title ?? ''));

  it('hands RJSF each field title translated, so a widget shows its label as given', () => {
    const view = viewSchema(file.schema, ['kind', 'note'], label);
    expect(view.properties.kind?.title).toBe('T(forms:kind)');
    expect(view.properties.note?.title).toBe('T(forms:note)');
    expect(file.schema.properties.kind?.title).toBe('forms:kind');
  });

  it('translates the offered options and the hint, and leaves proper names as written', () => {
    const ui = viewUiSchema(
      { ...file.uiSchema, note: { 'ui:options': { hint: 'forms:hint' } } },
      evaluate(file, { kind: 'a' }),
      {},
      {},
      label,
    );
    expect(ui.kind).toMatchObject({ 'ui:options': { offered: [{ title: 'A' }, { title: 'B' }] } });
    expect(ui.note).toMatchObject({ 'ui:options': { hint: 'T(forms:hint)' } });
    const options = labelled({ offered: [{ const: 'x', title: 'forms:x' }], search: true }, label);
    expect(options).toEqual({ offered: [{ const: 'x', title: 'T(forms:x)' }], search: true });
  });
});
