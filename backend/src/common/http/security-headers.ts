import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'http';

/**
 * Helmet's headers for `options`, computed once. The Fastify plugin built a new helmet
 * middleware, CSP string included, on every request: about 2 % of the server's CPU under the
 * player's load (docs/performance.md, "Where a sync's time goes"). Nothing here depends on the
 * request, so the same headers are set from one object.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Sets `headers` (securityHeaders') on every response Fastify sends. */
export function registerSecurityHeaders(fastify: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
