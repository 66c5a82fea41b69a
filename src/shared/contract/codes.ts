/**
 * Response codes: the token codes of docs/product.md §8 and our own catalogue. Each code has a message key
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

  // docs/product.md §8: each ends the session on the client (clear local data, tell the shell, go home).
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
  // The database is away for a moment (a restart, a failover): nothing to fix, send it again.
  unavailable: c(50301, 'unavailable', 503),

  // The staff console (plain JSON `{ error: name }`, docs/architecture.md §6): its refusals beside
  // the borrower's, each with the status the console has always answered.
  unauthenticated: c(36001, 'unauthenticated', 401),
  csrf: c(36002, 'csrf', 403),
  forbidden: c(36003, 'forbidden', 403),
  badInput: c(36004, 'badInput', 400),
  badAmount: c(36005, 'badAmount', 400),
  badReason: c(36006, 'badReason', 400),
  noOrder: c(36007, 'noOrder', 400),
  overOwed: c(36008, 'overOwed', 400),
  notOpen: c(36009, 'notOpen', 409),
  noRail: c(36010, 'noRail', 503),
  badDay: c(36011, 'badDay', 400),
  alreadyFlagged: c(36012, 'alreadyFlagged', 409),
  notReferred: c(36013, 'notReferred', 409),
  badCredentials: c(36014, 'badCredentials', 401),
  locked: c(36015, 'locked', 401),
  exists: c(36016, 'exists', 400),
  notFiled: c(36017, 'notFiled', 409),
  notCollector: c(36018, 'notCollector', 400),
  assignedToOther: c(36019, 'assignedToOther', 409),
  doNotContact: c(36020, 'doNotContact', 409),
  outsideContactHours: c(36021, 'outsideContactHours', 409),
  notBorrowersNumber: c(36022, 'notBorrowersNumber', 400),
  badDate: c(36023, 'badDate', 400),
  alreadyClosed: c(36024, 'alreadyClosed', 409),
  ownRequest: c(36025, 'ownRequest', 403),
  sameRole: c(36026, 'sameRole', 403),
  notAllowed: c(36027, 'notAllowed', 403),
  notPending: c(36028, 'notPending', 409),
  nothingToBook: c(36029, 'nothingToBook', 409),
  // Payment plans in the console: the proposal's limits, one plan at a time, four eyes.
  planCount: c(36030, 'planCount', 400),
  planFirstDay: c(36031, 'planFirstDay', 400),
  planTooLong: c(36032, 'planTooLong', 400),
  planOpen: c(36033, 'planOpen', 409),
  ownProposal: c(36034, 'ownProposal', 403),
  planNotPending: c(36035, 'planNotPending', 409),
  // A collector's message is one of the checked templates with its values, never free text.
  badTemplate: c(36036, 'badTemplate', 400),

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

  // Orders and loans (§4, §8).
  orderNoEmpty: c(30001, 'orderNoEmpty', 422),
  orderNotFound: c(30002, 'orderNotFound', 404),
  orderStatusInvalid: c(30003, 'orderStatusInvalid', 409),
  activeLoanExists: c(30004, 'activeLoanExists', 409),
  productUnavailable: c(30005, 'productUnavailable', 409),
  amountOutOfRange: c(30006, 'amountOutOfRange', 422),
  agreementRequired: c(30007, 'agreementRequired', 422),
  submitFailed: c(30008, 'submitFailed', 503),
  reapplyTooSoon: c(30009, 'reapplyTooSoon', 409),
  dataCollectionPending: c(30010, 'dataCollectionPending', 409),
  questionnaireIncomplete: c(30011, 'questionnaireIncomplete', 422),
  runInApp: c(30012, 'runInApp', 403),
  applyInApp: c(30013, 'applyInApp', 403),
  quoteStale: c(30014, 'quoteStale', 409),
  quoteExpired: c(30015, 'quoteExpired', 410),
  signatureMismatch: c(30016, 'signatureMismatch', 422),
  applicationUnavailable: c(30017, 'applicationUnavailable', 403),
  // The country reports to credit bureaus: its current consent text must be accepted to apply.
  bureauConsentRequired: c(30018, 'bureauConsentRequired', 422),

  // Identity (§5, §8).
  idFrontFailed: c(31001, 'idFrontFailed', 422),
  idBackFailed: c(31002, 'idBackFailed', 422),
  idAuthError: c(31003, 'idAuthError', 422),
  idBackFirst: c(31004, 'idBackFirst', 409),
  faceRequired: c(31005, 'faceRequired', 409),
  faceMismatch: c(31006, 'faceMismatch', 422),
  imageInvalid: c(31007, 'imageInvalid', 415),
  relationsSame: c(31008, 'relationsSame', 422),
  stateRequired: c(31009, 'stateRequired', 422),
  walletInvalid: c(31010, 'walletInvalid', 422),

  // Repayment and rollover (§4, §5, §8).
  payOrderIdEmpty: c(32001, 'payOrderIdEmpty', 422),
  channelIdEmpty: c(32002, 'channelIdEmpty', 422),
  noPaymentMethod: c(32003, 'noPaymentMethod', 409),
  orderTimedOut: c(32004, 'orderTimedOut', 410),
  orderExpired: c(32005, 'orderExpired', 410),
  amountBelowMinimum: c(32006, 'amountBelowMinimum', 422),
  amountNotInteger: c(32007, 'amountNotInteger', 422),
  amountAboveDue: c(32008, 'amountAboveDue', 422),
  extensionUnavailable: c(32009, 'extensionUnavailable', 409),
  extensionFeeUnpaid: c(32010, 'extensionFeeUnpaid', 409),
  noCredit: c(32011, 'noCredit', 409),
  receiptNotFound: c(32012, 'receiptNotFound', 404),
  payKeyReused: c(32013, 'payKeyReused', 409),
  walletCoolingOff: c(32014, 'walletCoolingOff', 409),
  // A payment plan offered to the borrower.
  planUnavailable: c(32015, 'planUnavailable', 409),
  planChanged: c(32016, 'planChanged', 409),

  // Coupons, feedback, links (§3, §5, §8).
  couponUnavailable: c(33001, 'couponUnavailable', 409),
  couponBelowMinLoan: c(33002, 'couponBelowMinLoan', 422),
  noDraw: c(33003, 'noDraw', 409),
  feedbackEmpty: c(33004, 'feedbackEmpty', 422),
  tooManyImages: c(33005, 'tooManyImages', 422),
  ratingRequired: c(33006, 'ratingRequired', 422),
  feedbackNotFound: c(33007, 'feedbackNotFound', 404),
  linkNotConfigured: c(33008, 'linkNotConfigured', 503),
  noUrl: c(33009, 'noUrl', 404),
  couponExpired: c(33010, 'couponExpired', 409),
  couponUsed: c(33011, 'couponUsed', 409),
  imageTooLarge: c(33019, 'imageTooLarge', 413),

  // Account deletion (§4).
  deleteBlockedUnpaid: c(34001, 'deleteBlockedUnpaid', 409),
  deleteBlockedPending: c(34002, 'deleteBlockedPending', 409),
  deleteTicketInvalid: c(34003, 'deleteTicketInvalid', 422),
  deleteReasonRequired: c(34004, 'deleteReasonRequired', 422),
  // An empty code field: say what to do, not that the code is wrong.
  codeRequired: c(34005, 'codeRequired', 422),

  // The borrower's rights: disputes, complaints, data requests.
  rightsBodyEmpty: c(35001, 'rightsBodyEmpty', 422),
  rightsOrderRequired: c(35002, 'rightsOrderRequired', 422),
  rightsAlreadyOpen: c(35003, 'rightsAlreadyOpen', 409),
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

/**
 * Messages the client shows without a server code (docs/product.md §8 toasts, transport failures); they
 * share the `errors` namespace with the codes.
 */
export const CLIENT_MESSAGE_KEYS = [
  'network',
  'timeout',
  'requestFailed',
  'copyFailed',
  'copied',
  'noData',
  'fail',
  'cancellationSuccess',
  'cancellationFail',
] as const;
