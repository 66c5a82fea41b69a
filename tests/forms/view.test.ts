/** What RJSF is handed: visible fields only, option lists moved to the widgets' uiSchema. */
import { describe, expect, it } from 'vitest';
import { viewSchema, viewUiSchema } from '../../src/forms/view';
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
