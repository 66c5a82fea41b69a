/** The collections queue as the console's API answers it (server ops-console/collections-*.ts). */
import type { CursorPage } from '../shared/console-paging';
import type { Country } from '../shared/countries';

export type PromiseState = 'pending' | 'kept' | 'broken';

export interface QueueRow {
  orderId: number;
  orderNo: string;
  userId: number;
  name: string | null;
  /** Whole for collectors, masked for every other role. */
  mobile: string;
  bucket: string;
  daysPastDue: number;
  /** Principal at the filed day's close, in minor units: the queue's order after the days. */
  principal: number;
  /** Owed now by the journal, in minor units. */
  owed: number;
  staffId: number | null;
  staffEmail: string | null;
  noContact: boolean;
  promise: { amount: number; date: string; state: PromiseState } | null;
  followUp: boolean;
}

export interface Queue extends CursorPage<QueueRow> {
  country: Country;
  /** The last day the end-of-day close filed; null before the first. */
  day: string | null;
  buckets: string[];
}

export const OUTCOMES = [
  'reached',
  'noAnswer',
  'promised',
  'refused',
  'wrongNumber',
  'hardship',
] as const;

export interface ContactRow {
  id: number;
  at: string;
  outcome: (typeof OUTCOMES)[number];
  note: string;
  mobile: string;
  staffEmail: string | null;
  promiseAmount: number | null;
  promiseDate: string | null;
  promiseState: PromiseState | null;
}

/** A message a collector may send: its text in the borrower's language and the values to fill. */
export interface MessageTemplate {
  id: string;
  values: ('amount' | 'date')[];
  text: string;
}

/** The message a contact sends: a template and its filled values, never free text. */
export interface ChosenMessage {
  template: string;
  values: { amount?: number; date?: string };
}

export interface ContactHistory {
  orderNo: string;
  country: Country;
  owed: number;
  noContact: boolean;
  /** When borrowers of the country may be contacted, local time ("08:00" to "20:00"). */
  contactHours: { from: string; to: string; timeZone: string };
  templates: MessageTemplate[];
  rows: ContactRow[];
}
