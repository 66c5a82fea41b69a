/** The signed-in borrower of a call, or the §8 not-logged-in refusal. */
import { ApiError } from '../../api-error';
import type { AuthUser } from '../../types';

export function signedIn(user: AuthUser | null): number {
  if (!user) throw new ApiError('notLoggedIn');
  return user.userId;
}
