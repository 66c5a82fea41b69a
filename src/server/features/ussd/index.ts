/** The USSD channel's public entry (docs/decisions/0052-ussd-channel.md). */
export { registerUssdRoutes, AT_USSD_PATH } from './routes';
export { registerUssdSandbox } from './sandbox-page';
export { handleUssd, type Answered } from './service';
export { ussdDropOff } from './drop-off';
export { forgetOldUssdSessions, USSD_SESSION_KEEP_DAYS } from './forget';
export type { DropOff } from '../../domain/ussd/drop-off';
