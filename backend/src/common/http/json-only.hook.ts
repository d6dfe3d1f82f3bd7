import type { FastifyInstance } from 'fastify';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The charset a JSON body may name: JSON is UTF-8 (RFC 8259), and the parser decodes nothing else. */
const UTF8 = new Set(['utf-8', 'utf8']);

export const MEDIA_TYPE_MESSAGES = {
  type: 'Content-Type must be application/json',
  charset: 'JSON bodies must be UTF-8: send Content-Type: application/json (charset=utf-8 or none)',
} as const;

/** The problem with a mutating call's Content-Type, if any. */
export function mediaTypeProblem(header: string | undefined): keyof typeof MEDIA_TYPE_MESSAGES | null {
  const [type, ...params] = (header ?? '').split(';');
  if (type.trim().toLowerCase() !== 'application/json') return 'type';
  for (const param of params) {
    const [name, value = ''] = param.split('=');
    if (name.trim().toLowerCase() !== 'charset') continue;
    if (
      !UTF8.has(
        value
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .toLowerCase(),
      )
    )
      return 'charset';
  }
  return null;
}

/**
 * Mutating API calls with a body must send JSON in UTF-8 (415 otherwise; docs/accounts.md,
 * "Requests and errors"): a body declared UTF-16 would otherwise be decoded as UTF-8.
 * With the SameSite=Lax cookie this also shuts out cross-site form posts.
 */
export function registerJsonOnlyHook(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const length = request.headers['content-length'];
    const hasBody = (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    const problem = mediaTypeProblem(request.headers['content-type']);
    if (problem) await reply.status(415).send({ statusCode: 415, message: MEDIA_TYPE_MESSAGES[problem] });
  });
}
