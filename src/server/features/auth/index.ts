/** The auth feature's public entry (docs/architecture.md §8): what other features may call. */
export { registerNetworkNumber, userOfNetworkNumber, type NetworkUser } from './network-identity';
export { consumeSmsCode, endUserSessions, findUserById, type UserRow } from './repo';
export { sessionCache } from './session-cache';
export { checkCode, sendCode } from './sms-code-service';
export { authenticate } from './service';
export { requireMobile } from './mobile';
export { setUserLang } from './repo';
