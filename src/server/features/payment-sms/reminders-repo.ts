/** SQL of the payment reminders: the loans due on a step's day, and the steps already sent. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { borrowerFlags, loanOrders, reminders, users } from '../../db/schema';
import { statusesInPhase } from '../../../shared/orders';
import { kindsWith } from '../../domain/borrower-flags';
import type { Country } from '../../../shared/countries';

/**
 * Loans of `country` that still owe and fall due on one of `dueDays`, with their borrower's number;
 * without those whose step of `today` was sent, so each pass of the jobs reads a loan's standing
 * only while its reminder is still to go.
 */
export async function owingLoansDueOn(
  db: Db,
  country: Country,
  dueDays: readonly number[],
  today: number,
) {
  if (dueDays.length === 0) return [];
  return db
    .select({ order: loanOrders, mobile: users.mobile, lang: users.lang })
    .from(loanOrders)
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .where(
      and(
        eq(loanOrders.country, country),
        inArray(loanOrders.status, statusesInPhase('repaying')),
        inArray(loanOrders.dueDay, [...dueDays]),
        isNull(users.deletedAt),
        sql`not exists (select 1 from ${reminders} where ${reminders.orderId} = ${loanOrders.id}
          and ${reminders.dueDay} = ${loanOrders.dueDay}
          and ${reminders.kind} = (${today}::int - ${loanOrders.dueDay})::text)`,
        // A flag that forbids contact (do-not-contact, deceased) stops every reminder.
        sql`not exists (select 1 from ${borrowerFlags} where ${borrowerFlags.userId} = ${users.id}
          and ${borrowerFlags.liftedAt} is null
          and ${borrowerFlags.kind} in (${sql.join(
            kindsWith('noContact').map((k) => sql`${k}`),
            sql`, `,
          )}))`,
      ),
    );
}

/** Claims one reminder step of a loan; false when it was sent before (never twice). */
export async function claimReminderStep(
  db: Db,
  step: { orderId: number; dueDay: number; kind: string; sentAt: Date },
): Promise<boolean> {
  const made = await db
    .insert(reminders)
    .values(step)
    .onConflictDoNothing()
    .returning({ orderId: reminders.orderId });
  return made.length > 0;
}
