/**
 * "Download my data" (Kenya's Data Protection Act 2019 s. 26, Tanzania's Personal Data Protection
 * Act 2022): everything held about the borrower in one JSON document. Dates travel as epoch
 * seconds like the rest of the API; the agreement text signed stays with its loan.
 */
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { consentsOf } from './consent';
import * as exported from './export-repo';
import { noticesOfUser } from './repo';
import { requestView } from './rights';
import { requestsOf } from './rights-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

const seconds = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : undefined);

export async function exportData(deps: Deps, userId: number) {
  const { user, forms, wallet } = await exported.profileOf(deps.db, userId);
  if (!user) throw new ApiError('tokenInvalid');
  const loans = await exported.loansOf(deps.db, userId);
  const orderNoOf = new Map(loans.map((l) => [l.id, l.orderNo]));
  const [payments, consents, notices, requests] = await Promise.all([
    exported.paymentsOf(deps.db, [...orderNoOf.keys()]),
    consentsOf(deps.db, userId),
    noticesOfUser(deps.db, userId),
    requestsOf(deps.db, userId),
  ]);
  return {
    exportedAt: Math.floor(deps.clock() / 1000),
    profile: {
      mobile: user.mobile,
      country: user.country,
      ...(user.lang ? { lang: user.lang } : {}),
      createdAt: seconds(user.createdAt),
      forms: Object.fromEntries(forms.map((f) => [f.form, f.data])),
      ...(wallet ? { wallet } : {}),
    },
    loans: loans.map(({ id: _id, ...l }) => ({
      ...l,
      createdAt: seconds(l.createdAt),
      submittedAt: seconds(l.submittedAt),
      disbursedAt: seconds(l.disbursedAt),
      finishedAt: seconds(l.finishedAt),
    })),
    payments: payments.map(({ orderId, ...p }) => ({
      orderNo: orderNoOf.get(orderId),
      ...p,
      createdAt: seconds(p.createdAt),
      settledAt: seconds(p.settledAt),
    })),
    consents,
    notices: notices.map((n) => ({ ...n, createdAt: seconds(n.createdAt) })),
    requests: requests.map(requestView),
  };
}
