/**
 * Callbacks an outside service cannot sign (Africa's Talking's delivery reports and USSD requests)
 * hold the lender's secret in their address. Without a secret configured, only sandbox mode takes
 * them, from this machine. The comparison takes the same time whatever the guess.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocalRequest } from './local-only';

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request's `:token` is `expected`, or, with none set, a sandbox call from here. */
export function callbackAllowed(
  request: FastifyRequest,
  expected: string | undefined,
  sandbox: boolean,
): boolean {
  const token = (request.params as { token?: string }).token;
  if (expected) return token !== undefined && sameSecret(token, expected);
  return sandbox && token === undefined && isLocalRequest(request);
}

/** Form posts read as a flat object of strings, in this scope only. */
export function parseFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8_192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
