/**
 * Response codes: the token codes of spec §8 and our own catalogue. Each code has a message key
 * in `locales/<lang>/errors.json` and the HTTP status the server answers with. Business refusals
 * are 4xx too, so a proxy or a log shows them; the client reads `code` either way.
 */

export interface CodeInfo {
  readonly code: number;
  /** Key in the `errors` namespace. */
  readonly key: string;
  readonly http: number;
}

function c(code: number, key: string, http: number): CodeInfo {
  return { code, key, http };
}

export const codes = {
  ok: c(0, 'ok', 200),

  // Spec §8: each ends the session on the client (clear local data, tell the shell, go home).
  notLoggedIn: c(10010301, 'notLoggedIn', 401),
  tokenExpired: c(10010303, 'tokenExpired', 401),
  loggedInElsewhere: c(10010304, 'loggedInElsewhere', 401),
  tokenInvalid: c(100103, 'tokenInvalid', 401),

  // Transport: the envelope, the payload shape, the route.
  badEnvelope: c(40001, 'badEnvelope', 400),
  badPayload: c(40002, 'badPayload', 400),
  validation: c(40003, 'validation', 422),
  notFound: c(40401, 'notFound', 404),
  methodNotAllowed: c(40501, 'methodNotAllowed', 405),
  tooLarge: c(41301, 'tooLarge', 413),
  unsupportedMediaType: c(41501, 'unsupportedMediaType', 415),
  rateLimited: c(42901, 'rateLimited', 429),
  notAvailable: c(50101, 'notAvailable', 501),
  internal: c(50001, 'internal', 500),

  // Sign-in (§5, §8).
  mobileEmpty: c(20001, 'mobileEmpty', 422),
  mobileInvalid: c(20002, 'mobileInvalid', 422),
  codeInvalid: c(20003, 'codeInvalid', 422),
  codeExpired: c(20004, 'codeExpired', 422),
  codeTooManyTries: c(20005, 'codeTooManyTries', 429),
  codeResendTooSoon: c(20006, 'codeResendTooSoon', 429),
  codeDailyLimit: c(20007, 'codeDailyLimit', 429),
  alreadyRegistered: c(20008, 'alreadyRegistered', 409),
  notRegistered: c(20009, 'notRegistered', 404),
} as const satisfies Record<string, CodeInfo>;

export type CodeName = keyof typeof codes;

/** The §8 codes that end the session on the client. */
export const SESSION_ENDING_CODES: ReadonlySet<number> = new Set([
  codes.notLoggedIn.code,
  codes.tokenExpired.code,
  codes.loggedInElsewhere.code,
  codes.tokenInvalid.code,
]);

const byNumber = new Map<number, CodeInfo>(Object.values(codes).map((info) => [info.code, info]));

/** The catalogue entry for a code number, if it is ours. */
export function codeInfo(code: number): CodeInfo | undefined {
  return byNumber.get(code);
}
