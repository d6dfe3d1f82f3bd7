import type { FastifyRequest } from 'fastify';

/**
 * The one client address every limiter, log line and audit record uses
 * (docs/accounts.md, "Client address"): Fastify walks `X-Forwarded-For` from the
 * right through the trusted hops of `TRUST_PROXY` and stops at the first untrusted
 * one, so no value the client wrote itself can stand in for its address.
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return request.ip;
}

/**
 * Whether the request reached us over HTTPS: direct TLS, or `X-Forwarded-Proto`
 * from a trusted proxy (Fastify reads the header only when the socket's peer is trusted).
 */
export function cameOverHttps(request: Pick<FastifyRequest, 'protocol'>): boolean {
  return request.protocol === 'https';
}
