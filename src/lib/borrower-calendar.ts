/**
 * Dates are shown on the borrower's country's calendar: the signed-in borrower's country, else
 * the one chosen on the nation screen; followed as sign-in, sign-out and the nation change.
 */
import { showDatesFor } from '../shared/shown-country';
import { getItem, subscribe } from './storage';

function follow(): void {
  showDatesFor(getItem('userInfo')?.country ?? getItem('country'));
}

export function followBorrowerCalendar(): () => void {
  follow();
  return subscribe((key) => {
    if (key === 'userInfo' || key === 'country') follow();
  });
}
