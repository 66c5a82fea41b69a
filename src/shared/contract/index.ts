/** The API contract: every endpoint of spec §7, declared once (DESIGN §3). */
import { security } from './security';

export const contract = {
  ...security,
} as const;

export type EndpointName = keyof typeof contract;

export { codes, codeInfo, SESSION_ENDING_CODES } from './codes';
export type { CodeInfo, CodeName } from './codes';
export type { EndpointDef, JsonSchema } from './define';
