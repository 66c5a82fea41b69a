/** A refusal with a catalogue code (src/shared/contract/codes.ts); the error handler renders it. */
import type { CodeName } from '../shared/contract/codes';
import type { FieldError } from '../shared/contract/response';

export class ApiError extends Error {
  constructor(
    readonly codeName: CodeName,
    readonly fieldErrors?: readonly FieldError[],
  ) {
    super(codeName);
    this.name = 'ApiError';
  }
}
