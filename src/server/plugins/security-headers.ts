/**
 * Headers on every answer, page and API alike: a strict Content-Security-Policy (scripts from this
 * origin only, no eval: the form validators arrive as modules, not strings), no sniffing, no
 * framing, no referrer, the camera for this origin only, and HSTS when the request came over HTTPS.
 * The build's hashed scripts and styles keep only the headers that act on them (see
 * `isBuildAsset`).
 *
 * index.html keeps one tiny inline script (the language attribute before the bundle loads): its
 * SHA-256 joins `script-src` for that page only, so no other inline script can ever run.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const YEAR_S = 365 * 24 * 3600;

/** The policy; `scriptHashes` are 'sha256-…' sources of inline scripts the page may run. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    // Mantine sets style attributes and the splash has a <style>; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Photos are previewed from blob: URLs before upload; icons may be data: URLs.
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** 'sha256-…' of every inline (src-less) <script> of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

const pagePolicies = new Map<string, string>();

/** Sends an HTML page whose inline scripts the policy allows by hash. */
export function withPagePolicy(reply: FastifyReply, html: string): FastifyReply {
  let policy = pagePolicies.get(html);
  if (!policy) {
    policy = contentSecurityPolicy(inlineScriptHashes(html));
    if (pagePolicies.size > 16) pagePolicies.clear(); // a new build replaces the old page
    pagePolicies.set(html, policy);
  }
  return reply.header('content-security-policy', policy);
}

const BASE_POLICY = contentSecurityPolicy();

/**
 * A hashed file of the build (script, style, image) answered as such. The policy, framing, opener
 * and permissions headers act only on documents and workers, and the app starts no worker from
 * /assets (the service worker is /sw.js), so there they are some 600 bytes of nothing on each of
 * the 20 to 70 files a page loads. Errors and anything sent as HTML keep every header.
 */
export function isBuildAsset(url: string, statusCode: number, contentType: string): boolean {
  return (
    url.startsWith('/assets/') &&
    (statusCode === 200 || statusCode === 304) &&
    !contentType.includes('html')
  );
}

async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!isBuildAsset(request.url, reply.statusCode, contentType)) {
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', BASE_POLICY);
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header(
        'permissions-policy',
        'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
      );
    }
    // request.protocol honours X-Forwarded-Proto only when the proxy is trusted (TRUST_PROXY).
    if (request.protocol === 'https')
      reply.header('strict-transport-security', `max-age=${YEAR_S}; includeSubDomains`);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
