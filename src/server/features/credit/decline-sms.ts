/**
 * The SMS a declined borrower receives (decision 0049, decision 0044's values table): the main
 * reasons in the policy's words, in the borrower's SMS language, and the day they may apply
 * again. Written in the assessment's transaction, so a decline and its message go together.
 */
import { borrowerDateText, businessDay } from '../../domain/business-date';
import { REASONS_MAX_CHARS } from '../../domain/sms-words';
import { localeWords } from '../../locale-files';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../types';
import type { Country } from '../../../shared/countries';
import { findUser } from '../orders';
import { countrySms, queueSms, smsLanguage } from '../sms';

type Deps = Pick<ServerDeps, 'clock' | 'config'>;

export interface DeclinedOrder {
  readonly id: number;
  readonly orderNo: string;
  readonly userId: number;
  readonly country: Country;
}

/** The reasons' words in `lang` (forms:credit.reason.<code>), joined; codes with none are left out. */
export function reasonWords(lang: string, codes: readonly string[]): string {
  const forms = localeWords(lang, 'forms') as
    { credit?: { reason?: Record<string, unknown> } } | undefined;
  const words = codes
    .map((c) => forms?.credit?.reason?.[c])
    .filter((w): w is string => typeof w === 'string')
    .map((w) => w.replace(/[.\s]+$/, ''));
  // The main reason always; the next ones while they fit the message's two parts.
  let text = '';
  for (const w of words) {
    const next = text ? `${text}; ${w}` : w;
    if (next.length > REASONS_MAX_CHARS) break;
    text = next;
  }
  const first = words[0];
  if (text || first === undefined) return text;
  return `${first.slice(0, REASONS_MAX_CHARS - 3)}...`;
}

export async function queueDeclineSms(
  db: Db,
  deps: Deps,
  order: DeclinedOrder,
  reasons: readonly string[],
  reapplyAt: number,
): Promise<void> {
  const user = await findUser(db, order.userId);
  if (!user || user.deletedAt) return;
  const lang = smsLanguage(order.country, user.lang) ?? countrySms(order.country).language;
  const words = reasonWords(lang, reasons);
  if (!words) return;
  await queueSms(db, deps, {
    key: `declined:${order.id}`,
    mobile: user.mobile,
    lang,
    userId: order.userId,
    orderId: order.id,
    template: 'credit.declined',
    values: {
      orderNo: order.orderNo,
      reasons: words,
      date: borrowerDateText(businessDay(reapplyAt, order.country)),
    },
  });
}
