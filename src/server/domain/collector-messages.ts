/**
 * The messages a collector may send a borrower: only templates, written per language
 * in locales/<lang>/sms.json (`collector.*`) and checked there like every SMS text, so no threat,
 * no word about family, employer or neighbours ever leaves (sms-words.ts). A collector picks a
 * template and fills its few values, each of a fixed shape (a whole amount, a day): there is no
 * free text to type a threat into. The loan's own values (order number, what is owed, currency)
 * are filled by the server.
 */

/** The values a collector fills, by template. */
export const COLLECTOR_TEMPLATES = {
  'collector.reminder': [],
  'collector.missedCall': [],
  'collector.promise': ['amount', 'date'],
} as const satisfies Record<string, readonly CollectorValue[]>;

export type CollectorValue = 'amount' | 'date';
export type CollectorTemplate = keyof typeof COLLECTOR_TEMPLATES;

export interface CollectorMessage {
  readonly template: CollectorTemplate;
  readonly values: { readonly amount?: number; readonly date?: string };
}

export const isCollectorTemplate = (id: unknown): id is CollectorTemplate =>
  typeof id === 'string' && Object.hasOwn(COLLECTOR_TEMPLATES, id);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is the shape `name` takes: a whole positive amount, or a real calendar day. */
function valueFits(name: CollectorValue, value: unknown): boolean {
  if (name === 'amount')
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * The message a request names, or undefined when it is not one of the templates with exactly its
 * values, each of its shape (an unknown template, a value missing, one more, or text where an
 * amount goes).
 */
export function collectorMessage(raw: unknown): CollectorMessage | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { template, values = {} } = raw as { template?: unknown; values?: unknown };
  if (!isCollectorTemplate(template)) return undefined;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  const wanted: readonly CollectorValue[] = COLLECTOR_TEMPLATES[template];
  const given = Object.entries(values);
  if (given.length !== wanted.length) return undefined;
  for (const [name, value] of given)
    if (!wanted.includes(name as CollectorValue) || !valueFits(name as CollectorValue, value))
      return undefined;
  return { template, values: values as CollectorMessage['values'] };
}
