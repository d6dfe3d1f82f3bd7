import type { FastifyInstance } from 'fastify';
import { cameOverHttps } from './client-address';

/** A year, and the subdomains: what helmet sends by default. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * HSTS only on responses that went out over HTTPS (docs/accounts.md, "Requests and
 * errors"): direct TLS, or `X-Forwarded-Proto: https` from a trusted proxy. Over plain
 * HTTP browsers ignore it (RFC 6797 §8.1), and sending it there only says we did not check.
 */
export function registerHstsHook(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (cameOverHttps(request)) void reply.header('Strict-Transport-Security', HSTS_VALUE);
  });
}
