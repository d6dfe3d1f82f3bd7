import type { OpenAPIObject } from '@nestjs/swagger';

type Operation = {
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: unknown[];
  'x-access'?: string[];
};

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } },
});

/**
 * What every operation can answer whatever its controller says, written into the
 * document so third parties' generators see it: public operations say they need no
 * credential; bodies can be unreadable (400), too large (413) or not JSON (415); a path
 * id can name nothing (404); and any call that reaches the database can meet it away (503).
 */
export function completeOperations(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item) as [string, Operation][]) {
      if (!op?.responses) continue;
      if (op['x-access']?.includes('public')) op.security = [];
      const add = (status: string, description: string) => (op.responses[status] ??= error(description));
      // Any mutating call may be sent a body, which is then read as JSON first.
      const mutating = ['post', 'put', 'patch', 'delete'].includes(method);
      if (mutating || op.parameters?.some((p) => p.in !== 'header')) add('400', 'The request is not valid; the message says why');
      if (mutating) {
        add('413', 'Request body is too large');
        add('415', 'Content-Type must be application/json, in UTF-8');
      }
      if (op.parameters?.some((p) => p.in === 'path')) add('404', 'Not found (an id that cannot exist included)');
      if (path !== '/api/health/live') add('503', 'Service temporarily unavailable (the database is away); see Retry-After');
      if (!Object.keys(op.responses).some((s) => s.startsWith('4')))
        add('4XX', 'The request could not be read (a malformed URL, headers too large)');
    }
  }
  return document;
}
