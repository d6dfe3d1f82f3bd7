import type { FastifyInstance } from 'fastify';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mutating API calls with a body must send JSON (415 otherwise). With the
 * SameSite=Lax cookie this also shuts out cross-site form posts.
 */
export function registerJsonOnlyHook(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const length = request.headers['content-length'];
    const hasBody = (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') {
      await reply.status(415).send({ statusCode: 415, message: 'Content-Type must be application/json' });
    }
  });
}
