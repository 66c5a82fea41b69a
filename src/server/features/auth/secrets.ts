/** Random codes and tokens, and the hashes stored in their place (docs/architecture.md §6). */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A 6-digit SMS code from the system's CSPRNG. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to the number and purpose, so a row copied elsewhere does not verify. */
export function hashSmsCode(mobile: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${mobile}\n${purpose}\n${code}`).digest('hex');
}

/** A session token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
