import type { FastifyRequest } from 'fastify';

/** Loopback addresses, as the socket reports them (IPv4, IPv6, and IPv4 mapped into IPv6). */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * From this machine itself: the connection comes from loopback and no proxy forwarded it. The
 * socket's address, not request.ip: with TRUST_PROXY a forwarded header would decide request.ip,
 * and a proxy on this machine would make every stranger look local.
 */
export function fromThisMachine(request: Pick<FastifyRequest, 'headers' | 'socket'>): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}
