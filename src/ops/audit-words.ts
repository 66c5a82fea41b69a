/**
 * An audit row in the console's words: its action named from the locale files, who did it (a
 * member, the command line, an unknown address signing in, or the server itself) and its detail
 * as labelled values, amounts with the currency.
 */
import type { AuditRow } from './types';
import { dayText, localDayOf, momentText } from './day-words';
import { moneyText } from './money-words';
import type { OpsT } from './use-ops-t';

/** `staff.role.request` → its words; an action a newer server added shows its name. */
export function actionWord(t: OpsT, action: string): string {
  const key = `auditAction.${action.replace(/\./g, '_')}`;
  const word = t(key);
  return word === key ? action : word;
}

export function actorWord(t: OpsT, row: AuditRow): string {
  return row.email ?? t(`audit.actor.${row.actor}`);
}

const AMOUNT = /amount|owed|credit|penalty|limit|principal|total/i;

function valueWord(t: OpsT, key: string, value: unknown, country?: string | null): string {
  if (typeof value === 'number' && AMOUNT.test(key)) return moneyText(value, country);
  if ((key === 'from' || key === 'to' || key === 'role') && typeof value === 'string')
    return t(`role.${value}`);
  // A flag's kind (doNotContact) in words; any other kind as it is.
  if (key === 'kind' && typeof value === 'string') {
    const word = t(`flags.kinds.${value}`);
    if (word !== `flags.kinds.${value}`) return word;
  }
  if (typeof value === 'boolean') return t(value ? 'checks.yes' : 'checks.no');
  if (value === null || value === undefined) return '';
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${detailLabel(t, k)} ${valueWord(t, k, v, country)}`)
      .join(', ');
  return String(value);
}

function detailLabel(t: OpsT, key: string): string {
  const word = t(`audit.detail.${key}`);
  return word === `audit.detail.${key}` ? key : word;
}

/**
 * The detail as 'Amount: TZS 5,000 · Reason: deceased · Before: Support · After: Finance', amounts
 * in the currency of `country` (the row's loan or borrower, else the detail's own country).
 */
export function detailWords(
  t: OpsT,
  detail: Record<string, unknown> | null,
  country?: string | null,
): string {
  const own = typeof detail?.country === 'string' ? detail.country : undefined;
  return Object.entries(detail ?? {})
    .filter(([key]) => key !== BOOKS_AT)
    .map(([key, value]) => `${detailLabel(t, key)}: ${valueWord(t, key, value, country ?? own)}`)
    .join(' · ');
}

// The books' moment a row written off the books' clock carries beside its real time (0059).
const BOOKS_AT = 'booksAt';

/**
 * When the row was written, in real time (the time of staff's sign-ins and sessions), with the
 * books' day beside it when the books' clock (a sandbox's moved one) stood on another day:
 * '07/12/2026 16:44:05 · books' day 10/12/2026'.
 */
export function atWords(t: OpsT, row: Pick<AuditRow, 'at' | 'detail'>): string {
  const pattern = t('day.pattern');
  const real = momentText(row.at, pattern, true);
  const booksAt = row.detail?.[BOOKS_AT];
  const booksDay = typeof booksAt === 'string' ? localDayOf(booksAt) : undefined;
  if (booksDay === undefined || booksDay === localDayOf(row.at)) return real;
  return `${real} · ${t('audit.booksDay', { day: dayText(booksDay, pattern) })}`;
}

/** 'order:TZ1' → 'Loan TZ1', 'user:5' → 'Borrower 5', 'staff:3' → 'Staff member 3'. */
export function targetWord(t: OpsT, target: string | null): string {
  if (!target) return '';
  const [kind = '', ...rest] = target.split(':');
  const key = `audit.target.${kind}`;
  const word = t(key, { id: rest.join(':') });
  return word === key ? target : word;
}
