import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'http';

/**
 * A request answered below Fastify (docs/performance.md, "The sync below Fastify"): it calls
 * `next()` for every request it does not answer, before reading any of its body, and Fastify
 * then handles that request as usual.
 */
export type RawRoute = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The server options Fastify hands its `serverFactory`, as its own server would use them. */
interface FastifyServerOptions {
  http?: ServerOptions | null;
  https?: unknown;
  http2?: unknown;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number | null;
}

/**
 * Fastify's HTTP server with one route in front of Fastify's handler, set once the app exists
 * (`use`). Until then, and for every request that route passes on, Fastify answers.
 */
export class RawRoutes {
  private route: RawRoute | null = null;

  /** Fastify's `serverFactory` option: the HTTP/1 server Fastify would make, with its timeouts. */
  readonly serverFactory = (handler: (request: IncomingMessage, response: ServerResponse) => void, options: object): Server => {
    const o = options as FastifyServerOptions;
    if (o.https || o.http2) throw new Error('RawRoutes serves plain HTTP/1 only (TLS ends at the proxy)');
    const server = createServer(o.http ?? {}, (request, response) => {
      const route = this.route;
      if (!route) return handler(request, response);
      route(request, response, () => handler(request, response));
    });
    server.keepAliveTimeout = o.keepAliveTimeout;
    server.requestTimeout = o.requestTimeout;
    server.setTimeout(o.connectionTimeout);
    if (o.maxRequestsPerSocket) server.maxRequestsPerSocket = o.maxRequestsPerSocket;
    return server;
  };

  use(route: RawRoute): void {
    this.route = route;
  }
}
