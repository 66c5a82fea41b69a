/** An unknown `ui:widget` is answered with the widget that does the job, in the file's words. */
import { describe, expect, it } from 'vitest';
import { widgetNameProblems } from '../../../src/server/forms/check-widgets';
import { meantWidget, widgetHint } from '../../../src/server/forms/widget-hint';

const refusalFor = (widget: string) =>
  widgetNameProblems(
    { properties: { employmentType: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] } } },
    { employmentType: { 'ui:widget': widget } },
  );

describe('an unknown widget', () => {
  it.each([
    ['dropdown', 'picker'],
    ['Drop-Down', 'picker'],
    ['dropdwn', 'picker'],
    ['select', 'picker'],
    ['radio', 'segmented'],
    ['date', 'birthday'],
    ['tel', 'phone'],
    ['nationalid', 'nationalId'],
    ['pickr', 'picker'],
  ])('"%s" is taken for the %s', (name, widget) => {
    expect(meantWidget(name)).toBe(widget);
    expect(refusalFor(name)).toEqual([
      {
        path: 'uiSchema.employmentType.ui:widget',
        message: `unknown widget "${name}": the app has no such widget (did you mean "${widget}"?)`,
      },
    ]);
  });

  it('named for a plain text field is told to name none', () => {
    expect(widgetHint('textfield')).toBe(' (for a plain text field, leave "ui:widget" out)');
  });

  it('close to nothing lists the widgets a form file names, not RJSF’s internal defaults', () => {
    const hint = widgetHint('hologram');
    expect(hint).toContain("the app's widgets: ");
    expect(hint).toContain('picker');
    expect(hint).not.toContain('TextWidget');
    expect(hint).not.toContain('SelectWidget');
  });
});
