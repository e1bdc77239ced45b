/**
 * Which addresses and requests are this machine's own. The development outbox hands out other
 * people's sign-in links, so it is served only to a request that provably never left the host.
 */
import type { FastifyRequest } from 'fastify';

/** An IPv4 or IPv6 loopback address, IPv4-mapped IPv6 included (`::ffff:127.0.0.1`). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** A host name (as in a URL or HOST) that can only reach this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

/** Headers a proxy adds: a request carrying one came through something else first. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The connection comes from loopback, the client address Fastify computed (X-Forwarded-For when
 * TRUST_PROXY is on) is loopback, and no proxy forwarded it: a local reverse proxy's connections
 * are loopback too, and a forged X-Forwarded-For must not pass for a local client either way.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    FORWARDING_HEADERS.every((header) => request.headers[header] === undefined)
  );
}
