/** A fresh browser with a signed-in Tanzanian borrower, as the screens behind login need. */
import { setItem } from '../../../src/lib/storage';

export function signedInBorrower(): void {
  localStorage.clear();
  sessionStorage.clear();
  setItem('token', { Authorization: 't' });
  setItem('userInfo', {
    userId: '42',
    mobile: '+255712345678',
    country: 'TZ',
    createdAt: 1700000000,
  });
}
