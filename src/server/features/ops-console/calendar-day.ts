/** A day given by staff as `YYYY-MM-DD` (reconciliation, a reapply date). */
import { DAY_MS } from '../../../shared/business-calendar';

/** Days since 1970-01-01 of a real calendar date `YYYY-MM-DD` (2026-02-30 is none). */
export function calendarDay(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const ms = Date.parse(`${text}T00:00:00Z`);
  // Date.parse rolls an impossible day over (02-30 → 03-02): only a round trip proves the date.
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return undefined;
  return ms / DAY_MS;
}
