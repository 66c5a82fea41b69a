/**
 * A loan's bureau notices as Home and Records show them (the SMS may have been missed): the
 * latest notice, the unpaid amount it named, the day a listing may happen, the bureaus and the
 * number to call. The day is the listing rule's own (domain/bureau/listing.ts): the notice's SMS
 * delivered and the country's notice days passed; until it is delivered, counted from now.
 */
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { formStore } from '../../forms/registry';
import type { ServerDeps } from '../../types';
import type { OrderRow } from '../orders';
import { bureauFacts } from './country';
import * as repo from './repo';

type Summary = NonNullable<EndpointTypes['loanOrderLatest']['response']['order']>;
export type BureauNoticeView = NonNullable<Summary['bureauNotice']>;

const DAY_MS = 86_400_000;
const quiet = { info: () => undefined, error: () => undefined };
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The order's bureau notice for the app, or undefined when it was sent none. */
export async function bureauNoticeOf(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  order: Pick<OrderRow, 'id' | 'country'>,
): Promise<BureauNoticeView | undefined> {
  const notices = (await repo.noticesOf(deps.db, [order.id])).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const latest = notices.at(-1);
  const facts = bureauFacts(order.country);
  if (!latest || !facts) return undefined;
  const warned = notices.find((n) => n.kind === 'pre-listing');
  const listed = notices.find((n) => n.kind === 'listed');
  const common = {
    kind: latest.kind,
    amount: (listed ?? warned ?? latest).amount,
    noticeAt: seconds(latest.createdAt.getTime()),
    bureaus: [...facts.bureaus],
    supportPhone: formStore(quiet).countryFile(order.country)?.support?.phone ?? '',
  };
  if (latest.kind === 'pre-listing') {
    const delivered = latest.smsStatus === 'delivered' ? latest.smsFinalAt : null;
    const from = (delivered?.getTime() ?? deps.clock()) + facts.noticeDays * DAY_MS;
    return { ...common, listableFrom: seconds(from) };
  }
  return listed ? { ...common, listedAt: seconds(listed.createdAt.getTime()) } : common;
}
