/**
 * Whether a request comes from this machine itself: the socket's peer is a loopback address, no
 * proxy had a hand in it, and it names this machine as its host. Sandbox pages and the operations
 * endpoint answer only such requests (docs/architecture.md §6). A reverse proxy on the same host makes every
 * visitor's socket look local, so any forwarding header at all (not only the ones TRUST_PROXY
 * reads: nginx's X-Real-IP, a CDN's client-IP headers, Via) means "not local", and so does a Host
 * that is not loopback (a proxy passing the public name on).
 */
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Headers a proxy adds to say whom it speaks for; a browser on this machine sends none. */
const PROXY_HEADER =
  /^(forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|client-ip|true-client-ip|cf-connecting-ip|x-cluster-client-ip|fastly-client-ip|x-original-forwarded-for|x-originating-ip|x-remote-(ip|addr)|x-proxyuser-ip|x-envoy-external-address)$/i;

const LOCAL_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d+)?$/i;

export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return false;
  if (Object.keys(request.headers).some((name) => PROXY_HEADER.test(name))) return false;
  const host = request.headers.host;
  return host === undefined || LOCAL_HOST.test(host);
}
