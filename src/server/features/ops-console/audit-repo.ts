/** SQL of the audit log as admin reads it: filtered, searched, newest first by keyset (0028). */
import { and, desc, eq, gte, ilike, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, staff, staffAudit, users } from '../../db/schema';

export interface AuditFilter {
  /** Actions starting with this (`staff.`, `writeoff.`). */
  readonly action?: string;
  /** A member's address, in part; `system` for acts no member did. */
  readonly staff?: string;
  /** Words found in the action, the target or the detail. */
  readonly text?: string;
  /** [from, to) in ms. */
  readonly from?: number;
  readonly to?: number;
  readonly target?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function conditions(filter: AuditFilter): SQL[] {
  const out: SQL[] = [];
  if (filter.action) out.push(like(staffAudit.action, `${escapeLike(filter.action)}%`));
  if (filter.staff === 'system') out.push(isNull(staffAudit.staffId));
  else if (filter.staff) out.push(ilike(staff.email, `%${escapeLike(filter.staff)}%`));
  if (filter.text) {
    const words = `%${escapeLike(filter.text)}%`;
    const found = or(
      ilike(staffAudit.action, words),
      ilike(staffAudit.target, words),
      sql`${staffAudit.detail}::text ilike ${words}`,
    );
    if (found) out.push(found);
  }
  if (filter.from !== undefined) out.push(gte(staffAudit.at, new Date(filter.from)));
  if (filter.to !== undefined) out.push(lt(staffAudit.at, new Date(filter.to)));
  if (filter.target) out.push(eq(staffAudit.target, filter.target));
  return out;
}

/**
 * The country of the loan or borrower a row names (`order:<number>`, `user:<id>`), so its amounts
 * read in that country's currency; null for any other target.
 */
const targetCountry = sql<string | null>`case
  when ${staffAudit.target} like 'order:%' then (select ${loanOrders.country} from ${loanOrders}
    where ${loanOrders.orderNo} = substr(${staffAudit.target}, 7))
  when ${staffAudit.target} ~ '^user:[0-9]{1,15}$' then (select ${users.country} from ${users}
    where ${users.id} = substr(${staffAudit.target}, 6)::bigint)
  end`;

/** Rows matching `filter` older than `before` (an id), newest first; one past `limit` says more. */
export function findAudit(db: Db, filter: AuditFilter, limit: number, before?: number) {
  return db
    .select({
      id: staffAudit.id,
      staffId: staffAudit.staffId,
      email: staff.email,
      action: staffAudit.action,
      target: staffAudit.target,
      detail: staffAudit.detail,
      ip: staffAudit.ip,
      at: staffAudit.at,
      country: targetCountry,
    })
    .from(staffAudit)
    .leftJoin(staff, eq(staff.id, staffAudit.staffId))
    .where(and(...conditions(filter), before === undefined ? undefined : lt(staffAudit.id, before)))
    .orderBy(desc(staffAudit.id))
    .limit(limit + 1);
}
