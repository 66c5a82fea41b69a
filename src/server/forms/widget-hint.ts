/**
 * What to tell operations about a `ui:widget` the app has not got: the widget that does the job
 * they named. People write the names of other form tools ("dropdown", "select", "radio", "date"),
 * which are no typo of any of ours, so those names lead to ours before spelling is compared.
 */
import { WIDGET_NAMES, type WidgetName } from '../../shared/forms/widget-catalog';
import { closestName } from './did-you-mean';

/** RJSF's own names for its defaults: valid, but not what a form file needs to write. */
const DEFAULTS: readonly WidgetName[] = ['TextWidget', 'SelectWidget'];

/** The widgets a form file names: RJSF's defaults left out (no `ui:widget` gives them). */
const OFFERED = WIDGET_NAMES.filter((w) => !DEFAULTS.includes(w));

/** Other tools' names (RJSF's standard widgets, HTML input types, everyday words) → ours. */
const OTHER_NAMES: Readonly<Record<string, WidgetName>> = {
  dropdown: 'picker',
  select: 'picker',
  combobox: 'picker',
  list: 'picker',
  options: 'picker',
  radio: 'segmented',
  buttons: 'segmented',
  toggle: 'segmented',
  text: 'TextWidget',
  input: 'TextWidget',
  textbox: 'TextWidget',
  textfield: 'TextWidget',
  multiline: 'textarea',
  number: 'digits',
  numeric: 'digits',
  integer: 'digits',
  updown: 'digits',
  tel: 'phone',
  mobile: 'phone',
  msisdn: 'phone',
  mail: 'email',
  date: 'birthday',
  dob: 'birthday',
  id: 'nationalId',
  idnumber: 'nationalId',
  salaryday: 'payday',
};

/** The widget `name` most likely means, or undefined when it is close to none. */
export function meantWidget(name: string): WidgetName | undefined {
  const plain = name.toLowerCase().replace(/[^a-z]/g, '');
  const named = OTHER_NAMES[plain];
  if (named) return named;
  const close = closestName(name, [...OFFERED, ...Object.keys(OTHER_NAMES)]);
  return close === undefined ? undefined : (OTHER_NAMES[close] ?? (close as WidgetName));
}

/** ` (did you mean "picker"?)`, or the widgets a form file may name. */
export function widgetHint(name: string): string {
  const meant = meantWidget(name);
  if (meant === 'TextWidget') return ' (for a plain text field, leave "ui:widget" out)';
  if (meant !== undefined) return ` (did you mean "${meant}"?)`;
  return ` (the app's widgets: ${OFFERED.join(', ')}; none for a plain text field)`;
}
