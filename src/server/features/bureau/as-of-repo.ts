/** SQL of a bureau file's day: which journal entries stood at its end. */
import { sql, type SQL } from 'drizzle-orm';
import { journalEntries } from '../../db/schema';
import type { AsOf } from './as-of';

/**
 * Journal entries that stood at the end of the day. A daily accrual counts on the day its key
 * names (`interest:<order>:<day>`), not when it was booked: a late sweep books past days at once.
 */
export function entryStood(asOf: AsOf | undefined): SQL | undefined {
  if (asOf === undefined) return undefined;
  const key = journalEntries.idemKey;
  return sql`(case when ${key} ~ '^(interest|penalty):[0-9]+:[0-9]+$'
    then split_part(${key}, ':', 3)::int <= ${asOf.day}
    else ${journalEntries.at} < ${asOf.end.toISOString()}::timestamptz end)`;
}
