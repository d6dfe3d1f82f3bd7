import { vi } from 'vitest';

/** One request the app sent, as seen at the network boundary. */
export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  credentials: RequestCredentials;
  contentType: string | null;
  idempotencyKey: string | null;
}

export interface MockReply {
  status?: number;
  statusText?: string;
  /** An object is sent as JSON; a string as text/plain. */
  body?: unknown;
  /** Extra response headers, e.g. Content-Range for react-admin lists. */
  headers?: Record<string, string>;
}

type Route = MockReply | Error | ((call: ApiCall) => MockReply | Error | Promise<MockReply | Error>);

export const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function toResponse(reply: MockReply): Response {
  const status = reply.status ?? 200;
  const statusText = reply.statusText ?? STATUS_TEXT[status] ?? '';
  if (reply.body === undefined) return new Response(null, { status, statusText, headers: reply.headers });
  const isText = typeof reply.body === 'string';
  return new Response(isText ? (reply.body as string) : JSON.stringify(reply.body), {
    status,
    statusText,
    headers: { 'Content-Type': isText ? 'text/plain' : 'application/json', ...reply.headers },
  });
}

/**
 * Stubs global fetch with a route table keyed "METHOD /path" (e.g.
 * "GET /api/user"). Unknown routes answer 404. Returns the recorded calls.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      credentials: request.credentials,
      contentType: request.headers.get('Content-Type'),
      idempotencyKey: request.headers.get('Idempotency-Key'),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) {
      return toResponse({ status: 404, body: { statusCode: 404, message: `No mock for ${call.method} ${call.path}` } });
    }
    const reply = typeof route === 'function' ? await route(call) : route;
    if (reply instanceof Error) throw reply;
    return toResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Calls to one "METHOD /path". */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

export const signedOut: MockReply = { status: 401, body: { statusCode: 401, message: 'Not signed in' } };

export function signedInAs(role: string, username = `demo-${role}`): MockReply {
  return { status: 200, body: { id: 7, username, role } };
}
