/** The ways a call fails, so screens can tell a refusal from a lost connection. */
import type { FieldError } from '../../shared/contract/response';

/** The server answered with a non-zero code. `key` names the message in `errors.json`. */
export class ApiError extends Error {
  readonly code: number;
  readonly key: string;
  readonly errors: readonly FieldError[];

  constructor(code: number, key: string, msg: string, errors: readonly FieldError[] = []) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.key = key;
    this.errors = errors;
  }
}

/** A §8 token code: the session is already over and the user was told and sent home. */
export class SessionEndedError extends ApiError {
  constructor(code: number, key: string, msg: string) {
    super(code, key, msg);
    this.name = 'SessionEndedError';
  }
}

/** No usable answer: offline, DNS, a proxy page, or the 60 s timeout of §9. */
export class NetworkError extends Error {
  readonly reason: 'network' | 'timeout';

  constructor(reason: 'network' | 'timeout') {
    super(reason === 'timeout' ? 'request timed out' : 'network failure');
    this.name = 'NetworkError';
    this.reason = reason;
  }
}

/** Whether the user has already been told about this failure (retry banner or session notice). */
export function isReported(err: unknown): boolean {
  return err instanceof NetworkError || err instanceof SessionEndedError;
}
