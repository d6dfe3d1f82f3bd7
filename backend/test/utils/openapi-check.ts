import type { ValidateFunction } from 'ajv';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import * as fs from 'fs';
import type { IncomingMessage, Server, ServerResponse } from 'http';
import * as path from 'path';
import * as zlib from 'zlib';

type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;
interface Route {
  method: string;
  pattern: RegExp;
  template: string;
  responses: Responses;
}

const document = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'openapi.json'), 'utf8'));
const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

const routes: Route[] = Object.entries(document.paths as Record<string, Record<string, { responses: Responses }>>)
  .flatMap(([template, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      responses: op.responses,
    })),
  )
  // Literal segments win over parameters (/api/displays/verify-auth before /api/displays/{id}).
  .toSorted((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));

/** Why a response does not agree with openapi.json, or null when it does. */
export function checkResponse(method: string, url: string, status: number, contentType: string, body: string): string | null {
  const pathname = url.split('?')[0];
  if (!pathname.startsWith('/api/') || pathname.startsWith('/api/docs') || method === 'HEAD') return null;
  const candidates = routes.filter((r) => r.pattern.test(pathname));
  const route = candidates.find((r) => r.method === method);
  if (!route) return candidates.length || status !== 404 ? `${method} ${pathname} is not in openapi.json (${status})` : null;
  const spec = route.responses[String(status)] ?? route.responses[`${String(status)[0]}XX`] ?? route.responses.default;
  if (!spec) return `${method} ${route.template} answered ${status}, which openapi.json does not list`;
  const schema = spec.content?.['application/json']?.schema;
  if (!schema || !contentType.includes('application/json') || status === 304) return null;
  const key = `${method} ${route.template} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: document.components });
    validators.set(key, validate);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${key}: the body is not JSON`;
  }
  return validate(parsed) ? null : `${key}: ${ajv.errorsText(validate.errors)}`;
}

/** Watches every response the server sends and keeps what disagrees with openapi.json. */
export function watchResponses(server: Server): string[] {
  const problems: string[] = [];
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk) chunks.push(Buffer.from(chunk as string));
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as string));
      const raw = Buffer.concat(chunks);
      const encoding = String(res.getHeader('content-encoding') ?? '');
      const body = (encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString('utf8');
      const problem = checkResponse(req.method ?? 'GET', req.url ?? '/', res.statusCode, String(res.getHeader('content-type') ?? ''), body);
      if (problem && !problems.includes(problem)) problems.push(problem);
      return end(chunk, ...rest);
    }) as typeof res.end;
  });
  return problems;
}
