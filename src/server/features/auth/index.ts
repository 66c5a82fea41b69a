/**
 * The auth feature's entry (docs/architecture.md §8, above only the SMS outbox): a borrower's row
 * and sessions, SMS codes, a request's token, and the network's word for a phone number.
 */
export { requireMobile } from './mobile';
export { registerNetworkNumber, userOfNetworkNumber, type NetworkUser } from './network-identity';
export { consumeSmsCode, endUserSessions, findUserById, setUserLang, type UserRow } from './repo';
export { authenticate } from './service';
export { sessionCache } from './session-cache';
export { checkCode, sendCode } from './sms-code-service';
