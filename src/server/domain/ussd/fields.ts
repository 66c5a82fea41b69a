/**
 * What the USSD walk needs of a form's field, read from the same form file the web renders: its
 * order (`ui:order`), its USSD input (the widget catalogue), whether it is required, and how a
 * typed answer becomes the value the web would have sent.
 */
import {
  WIDGET_USSD,
  defaultWidget,
  isWidgetName,
  type UssdInput,
} from '../../../shared/forms/widget-catalog';
import { evaluate, type FormData, type FormFile } from '../../../shared/forms/index';

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The uiSchema entry of a field, or an empty one. */
export function uiOf(file: FormFile, field: string): Obj {
  const own = file.uiSchema[field];
  return isObj(own) ? own : {};
}

/** The field's USSD input; `null` when its widget has none (or names no widget we have). */
export function inputOf(file: FormFile, field: string): UssdInput {
  const named = uiOf(file, field)['ui:widget'];
  const widget = named ?? defaultWidget(Array.isArray(file.schema.properties[field]?.oneOf));
  return isWidgetName(widget) ? WIDGET_USSD[widget] : null;
}

/** Whether the field's uiSchema sends the borrower to the web for it (a camera step). */
export const smsLinkFallback = (file: FormFile, field: string): boolean =>
  uiOf(file, field)['ui:ussd'] === 'smsLink';

export const isRequired = (file: FormFile, field: string): boolean =>
  (file.schema.required ?? []).includes(field);

/** The visible fields, in the order the web shows them (`ui:order`, then the rest). */
export function orderedVisible(file: FormFile, data: FormData): string[] {
  const visible = evaluate(file, data).visible;
  const ui = file.uiSchema;
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]) : [];
  const rank = (f: string) => {
    const at = order.indexOf(f);
    return at < 0 ? order.length : at;
  };
  return [...visible].sort((a, b) => rank(a) - rank(b));
}

/** ID parts of a `nationalId` widget (8-5-5-2), or undefined. */
function partsOf(file: FormFile, field: string): number[] | undefined {
  const options = uiOf(file, field)['ui:options'];
  const parts = isObj(options) ? options.parts : undefined;
  return Array.isArray(parts) ? parts.filter((p): p is number => typeof p === 'number') : undefined;
}

/**
 * The value a typed answer stands for, as the web's widget would have produced it: digits alone
 * for digit widgets, the ID's parts joined by "-", a date DDMMYYYY as DD-MM-YYYY.
 */
export function valueOf(file: FormFile, field: string, typed: string): string {
  const text = typed.trim();
  const kind = inputOf(file, field);
  if (kind === 'digits') {
    const digits = text.replace(/\D/g, '');
    const parts = partsOf(file, field);
    if (!parts || digits.length !== parts.reduce((a, b) => a + b, 0)) return digits || text;
    let at = 0;
    return parts.map((p) => digits.slice(at, (at += p))).join('-');
  }
  if (kind === 'date') {
    const digits = text.replace(/\D/g, '');
    return digits.length === 8
      ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`
      : text;
  }
  return text;
}

/** Number shown for the option at `index`: 1…97, then 99 on (98 is "More"). */
export const optionNumber = (index: number): number => (index + 1 < 98 ? index + 1 : index + 2);

/** The option index a typed number picks, or -1. */
export function optionIndex(typed: string, count: number): number {
  if (!/^\d{1,3}$/.test(typed.trim())) return -1;
  const n = Number(typed.trim());
  const index = n < 98 ? n - 1 : n - 2;
  return n === 98 || index < 0 || index >= count ? -1 : index;
}
