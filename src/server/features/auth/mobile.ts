/** Turns a typed mobile number into E.164 or the §8 refusal. */
import { normaliseMobile, type PhoneCountry } from '../../domain/phone';
import { ApiError } from '../../api-error';

export function requireMobile(
  input: string,
  defaultCountry: PhoneCountry,
): { e164: string; country: PhoneCountry } {
  const result = normaliseMobile(input, defaultCountry);
  if (!result.ok) {
    const code = result.reason === 'empty' ? 'mobileEmpty' : 'mobileInvalid';
    throw new ApiError(code, [{ field: 'mobile', key: `errors:${code}` }]);
  }
  return result;
}
