/**
 * The widget catalog: every name a form file may give `ui:widget`, with the `ui:options` each
 * widget reads. No React here, so the server's form check, `npm run schemas:check` and the preview
 * read the same list the client renders from (widgets/index.ts is typed by these names): a form
 * naming a widget the phone has not got is refused before a borrower opens it.
 */

/** How an option's value is checked: the JSON type the widget reads it as. */
export type OptionType = 'number' | 'string' | 'boolean' | 'string[]' | 'number[]';

export const WIDGET_CATALOG = {
  TextWidget: { maxDigits: 'number' },
  textarea: {},
  digits: { maxDigits: 'number' },
  phone: { maxDigits: 'number' },
  email: { domains: 'string[]' },
  nationalId: { parts: 'number[]' },
  birthday: { hint: 'string', minYears: 'number', spanYears: 'number' },
  picker: { search: 'boolean' },
  payday: {},
  segmented: {},
  // RJSF's default for a field with options.
  SelectWidget: { search: 'boolean' },
} as const satisfies Record<string, Record<string, OptionType>>;

export type WidgetName = keyof typeof WIDGET_CATALOG;

/**
 * How each widget is answered on a USSD screen (docs/decisions/0052-ussd-channel.md): picked from
 * a numbered list, typed as text, typed as digits, or a date typed DDMMYYYY. `null` declares a
 * widget with no USSD form (a camera, a map): a form the USSD menu serves may hold such a field
 * only with a fallback (`"ui:ussd": "smsLink"` in its uiSchema), which the form check enforces.
 * The email widget's domain suggestions and the pickers' search have no USSD form; typing the
 * address and paging the list stand in for them.
 */
export type UssdInput = 'options' | 'text' | 'digits' | 'date' | null;

export const WIDGET_USSD: Readonly<Record<WidgetName, UssdInput>> = {
  TextWidget: 'text',
  textarea: 'text',
  digits: 'digits',
  phone: 'digits',
  email: 'text',
  nationalId: 'digits',
  birthday: 'date',
  picker: 'options',
  payday: 'options',
  segmented: 'options',
  SelectWidget: 'options',
};

export const WIDGET_NAMES = Object.keys(WIDGET_CATALOG) as readonly WidgetName[];

export const isWidgetName = (name: unknown): name is WidgetName =>
  typeof name === 'string' && Object.hasOwn(WIDGET_CATALOG, name);

/** The widget RJSF renders for a field the file names none for. */
export const defaultWidget = (hasOptions: boolean): WidgetName =>
  hasOptions ? 'picker' : 'TextWidget';

/** Whether `value` is of the option's type. */
export function optionFits(type: OptionType, value: unknown): boolean {
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'number[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'number');
  }
}
