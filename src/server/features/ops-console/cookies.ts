/**
 * The console's two cookies: the session (HttpOnly) and its CSRF token (readable by the console,
 * echoed in the x-csrf-token header on every change: double submit). Both SameSite=Strict and
 * scoped to /ops; Secure whenever the request came over HTTPS (directly or via a trusted proxy).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'mkopo_ops';
export const CSRF_COOKIE = 'mkopo_ops_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function cookie(request: FastifyRequest, name: string, value: string, httpOnly: boolean): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const life = value === '' ? '; Max-Age=0' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/ops; SameSite=Strict${httpOnly ? '; HttpOnly' : ''}${secure}${life}`;
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  csrf: string,
): void {
  reply.header('set-cookie', [
    cookie(request, SESSION_COOKIE, token, true),
    cookie(request, CSRF_COOKIE, csrf, false),
  ]);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  setSessionCookies(request, reply, '', '');
}
