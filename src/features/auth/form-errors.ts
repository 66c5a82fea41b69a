/** Which field of the sign-in form a server error belongs under (§5, §8). */
import { ApiError } from '../../lib/api/errors';

export type SignInField = 'mobile' | 'code' | 'form';

const MOBILE_KEYS = new Set(['mobileEmpty', 'mobileInvalid', 'alreadyRegistered', 'notRegistered']);
const CODE_KEYS = new Set(['codeInvalid', 'codeExpired', 'codeTooManyTries']);

export function fieldOf(err: unknown): SignInField {
  if (!(err instanceof ApiError)) return 'form';
  if (MOBILE_KEYS.has(err.key)) return 'mobile';
  if (CODE_KEYS.has(err.key)) return 'code';
  const failing = err.errors.map((e) => e.field);
  if (failing.includes('mobile')) return 'mobile';
  if (failing.includes('code')) return 'code';
  return 'form';
}
