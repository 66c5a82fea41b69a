/**
 * Due-date reminders by SMS, in Kiswahili and English: the server does not know which language a
 * borrower reads, and both are common in Tanzania and Kenya.
 */
import type { ServerDeps } from '../types';

/** The reminder text for a loan due in `daysLeft` days (0 = today). */
export function reminderText(daysLeft: number): string {
  if (daysLeft === 0) return 'Mkopo wako unadaiwa leo. Your loan is due today.';
  return `Mkopo wako unadaiwa baada ya siku ${daysLeft}. Your loan is due in ${daysLeft} day(s).`;
}

export async function sendReminder(
  deps: Pick<ServerDeps, 'sms'>,
  r: { mobile: string; daysLeft: number },
): Promise<void> {
  await deps.sms.sendText({ mobile: r.mobile, text: reminderText(r.daysLeft) });
}
