/**
 * The report of a day not yet closed from the last close (decision 0015): the close filed the open
 * loans per product and due day, the month's flows and the vintages; today adds only the loans
 * that moved since (a principal entry, or a change of due day, status, payout or finish), each
 * taken out as filed and put back as it stands, and the flows booked since. The figures equal the
 * full sum over the journal; undefined when there is no such close to start from.
 */
import type { Country } from '../../../shared/countries';
import { loanGroupsOn, type Movement, type VintageGroup } from '../../domain/portfolio';
import type { ServerDeps } from '../../types';
import { productOf } from '../products';
import { lastFiledDay } from './delinquency-repo';
import { filedReport, movementSums } from './report-repo';
import { assemble, calendarOf, type Summed } from './report-shape';
import {
  filedOpenOf,
  movedSince,
  openGroupsAt,
  vintageChanges,
  vintageDueSince,
} from './today-repo';

/** The furthest a close is taken as the start: as far as the close itself catches up. */
export const REACH_DAYS = 31;
/** How long before a close a loan's change counts as moved since it. */
const LATE_MS = 3_600_000;

export async function sinceLastClose(
  deps: Pick<ServerDeps, 'db'>,
  country: Country,
  day: number,
): Promise<Summed | undefined> {
  const last = await lastFiledDay(deps.db, country);
  if (last === undefined || last >= day || day - last > REACH_DAYS) return undefined;
  const cal = calendarOf(country, day);
  const before = cal.start(last + 1);
  const close = cal.start(day + 1);
  // Loans moved a little before the close too: a change still being written when the close read
  // the books is summed again (harmless: a moved loan is taken out as filed and put back as it
  // stands) rather than missed.
  const since = new Date(before.getTime() - LATE_MS);
  const [filed, moved, flows] = await Promise.all([
    filedReport(deps.db, country, last),
    movedSince(deps.db, since),
    movementSums(deps.db, country, cal.starts(last + 1, day + 1)),
  ]);
  if (!filed?.openGroups) return undefined;
  const [was, now, vintages, dueSince] = await Promise.all([
    filedOpenOf(deps.db, country, last, moved),
    openGroupsAt(deps.db, country, close, moved),
    vintageChanges(deps.db, country, { monthStarts: cal.monthStarts, before, close }, moved),
    vintageDueSince(
      deps.db,
      country,
      { monthStarts: cal.monthStarts, last, before, day, close },
      moved,
    ),
  ]);
  const groups = [
    ...filed.openGroups,
    ...was.map((g) => ({ ...g, loans: -g.loans, principal: -g.principal })),
    ...now,
  ];
  // The month so far as filed, on the closed day (dropped by the domain when that is last month).
  const filedFlows: Movement[] = filed.products.flatMap((p) =>
    Object.entries(p.flows).map(([kind, amounts]) => ({
      productId: p.productId,
      kind: kind as Movement['kind'],
      amount: amounts.month,
      day: last,
    })),
  );
  const filedVintages: VintageGroup[] = filed.products.flatMap((p) =>
    p.vintage
      .filter((v) => v.month >= cal.firstMonthName)
      .map((v) => ({
        productId: p.productId,
        month: v.month,
        loans: v.loans,
        due: v.due,
        repaidOnTime: v.repaidOnTime,
      })),
  );
  // A loan falls due by the calendar with no move of its own: the change since the close is read
  // apart, and a loan paid out since is counted as due and taken out there when it is not yet.
  const dueNow = dueSince.map((d) => ({
    ...d,
    month: cal.monthName(d.month),
    loans: 0,
    repaidOnTime: 0,
  }));
  return assemble(country, day, {
    loans: loanGroupsOn(groups, day, productOf(country).delinquencyBuckets),
    movements: [...filedFlows, ...flows.map((m) => ({ ...m, day: last + 1 + m.day }))],
    vintages: [
      ...filedVintages,
      ...vintages.map((v) => ({ ...v, month: cal.monthName(v.month), due: v.loans })),
      ...dueNow,
    ],
  });
}
