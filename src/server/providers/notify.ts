/**
 * Due-date reminders by SMS. The SMS provider's interface carries verification codes; a gateway
 * that can also send text implements `sendText`, and until one does the reminder is logged (in
 * sandbox mode that is where testers read SMS anyway).
 */
import type { ServerDeps } from '../types';

interface TextSms {
  sendText(message: { mobile: string; text: string }): Promise<void>;
}

function canSendText(sms: unknown): sms is TextSms {
  return typeof (sms as Partial<TextSms>).sendText === 'function';
}

export async function sendReminder(deps: Pick<ServerDeps, 'sms' | 'log'>, r: { mobile: string; daysLeft: number }): Promise<void> {
  const text = r.daysLeft === 0 ? 'Your loan is due today.' : `Your loan is due in ${r.daysLeft} day(s).`;
  if (canSendText(deps.sms)) return deps.sms.sendText({ mobile: r.mobile, text });
  deps.log.info({ reminder: { daysLeft: r.daysLeft } }, 'due-date reminder (no text SMS gateway)');
}
