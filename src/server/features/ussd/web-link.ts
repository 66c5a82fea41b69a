/**
 * Links a USSD borrower gets by SMS (docs/decisions/0052-ussd-channel.md): a screen cannot show a
 * camera or a long agreement, so the web app's page for it is sent to the network's number.
 */
import type { ServerDeps } from '../../types';
import { sendSms } from '../sms';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>;

const HOUR_MS = 3_600_000;

/** The web app's address of a route (the app routes by hash). */
export const webLink = (deps: Pick<ServerDeps, 'config'>, route: string): string =>
  `${deps.config.webAddress}/#${route}`;

/** A link to finish `route` on the web; once an hour a step at most, however often they dial. */
export async function sendFinishOnWeb(
  deps: Deps,
  who: { readonly userId: number; readonly mobile: string; readonly lang: string },
  route: string,
): Promise<void> {
  const hour = Math.floor(deps.clock() / HOUR_MS);
  await sendSms(deps, {
    key: `ussd-web:${who.userId}:${route}:${hour}`,
    mobile: who.mobile,
    userId: who.userId,
    lang: who.lang,
    template: 'ussd.finishOnWeb',
    values: { link: webLink(deps, route) },
  });
}

/** The agreement of an accepted loan: where its full text is read (the loan's records). */
export async function sendAgreementLink(
  deps: Deps,
  who: { readonly userId: number; readonly mobile: string; readonly lang: string },
  order: { readonly id: number; readonly orderNo: string },
): Promise<void> {
  await sendSms(deps, {
    key: `ussd-agreement:${order.orderNo}`,
    mobile: who.mobile,
    userId: who.userId,
    orderId: order.id,
    lang: who.lang,
    template: 'ussd.agreement',
    values: { orderNo: order.orderNo, link: webLink(deps, '/records') },
  });
}
