/**
 * Whether a request comes from this machine itself: the socket's peer is a loopback address and
 * no proxy forwarded it (a reverse proxy on the same host would otherwise make every visitor look
 * local). Sandbox pages and the operations endpoint answer only such requests (DESIGN §6).
 */
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.test(peer) && !forwarded;
}
