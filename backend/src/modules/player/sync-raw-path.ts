import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'http';
import { fastBodyCheck } from '../../common/http/fast-body';
import { httpErrorAnswer } from '../../common/http/http-exception.filter';
import { parseId } from '../../common/http/id.pipe';
import { mediaTypeProblem } from '../../common/http/json-only.hook';
import type { RawRoute } from '../../common/http/raw-routes';
import type { PlayerClaims } from '../auth/session.service';
import { inspectInput } from '../../common/http/request-hygiene.hook';
import { SyncDto } from './dto/sync.dto';
import { PlayerTokenStrategy } from './player-token.strategy';
import { PlayerService } from './player.service';

const SYNC_URL = /^\/api\/displays\/([0-9]+)\/sync$/;
/** The largest body answered here: 500 plays with 64-character ids are about 80 KB; larger ones meet Fastify's limit. */
const MAX_BODY = 256 * 1024;
/** Text secure-json-parse refuses (Fastify answers those bodies 400): such a body goes on to Fastify to say so. */
const POISONED = /__proto__|constructor/;

/**
 * Every screen's cycle below Fastify (docs/performance.md, "The sync below Fastify"). A sync over
 * plain HTTP from the client itself (no proxy headers), with a JSON body of a known length and a
 * token this instance already verified for that display, is read and answered here: the same
 * PlayerService.sync, the same security headers, the filter's error answers. Any other request
 * goes on to Fastify with its body unread, where SyncFastPath or Nest's route answers it; a body
 * that needs a 400 is handed to Fastify as it came, so the pipes word it.
 */
@Injectable()
export class SyncRawPath {
  private readonly check = fastBodyCheck(SyncDto) as (body: unknown) => SyncDto | undefined;

  constructor(
    private readonly tokens: PlayerTokenStrategy,
    private readonly player: PlayerService,
  ) {}

  /** The route, answering with `headers` (the app's security headers); `fastify` words the refusals. */
  route(fastify: FastifyInstance, headers: Readonly<Record<string, string>>): RawRoute {
    const json = { ...headers, 'content-type': 'application/json; charset=utf-8' };
    const send = (response: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) => {
      const payload = JSON.stringify(body);
      response.writeHead(status, { ...json, ...extra, 'content-length': Buffer.byteLength(payload) }).end(payload);
    };

    const refuse = (error: unknown, request: IncomingMessage, response: ServerResponse) => {
      const refusal = httpErrorAnswer(error, `POST ${request.url} from ${request.socket.remoteAddress}`);
      if (!response.headersSent) send(response, refusal.statusCode, refusal.body, refusal.headers);
    };
    // The body read, the player known: answered here, or handed to Fastify's route to word a 400.
    const answer = (id: number, player: PlayerClaims, text: string, request: IncomingMessage, response: ServerResponse) => {
      const body = POISONED.test(text) ? undefined : parseJson(text);
      const dto = body !== undefined && inspectInput(body) === null ? this.check(body) : undefined;
      if (!dto) return void relay(fastify, request, response, text).catch((error: unknown) => refuse(error, request, response));
      this.player.sync(id, dto, player.paired === true).then(
        (result) => send(response, 200, result),
        (error: unknown) => refuse(error, request, response),
      );
    };
    const read = (id: number, player: PlayerClaims, request: IncomingMessage, response: ServerResponse) =>
      readBody(request, (text) => answer(id, player, text, request, response));

    return (request, response, next) => {
      const id = claim(request);
      if (id === null) return next();
      // Known token, display state cached (a running screen): no wait at all before the body.
      const player = this.tokens.knownPlayerNow(request);
      if (player) return player.displayId === id ? read(id, player, request, response) : next();
      if (player === false) return next();
      // A failed display check (the database away) is Fastify's to answer, with the filter's 503.
      this.tokens.knownPlayer(request).then(
        (known) => (known?.displayId === id ? read(id, known, request, response) : next()),
        () => next(),
      );
    };
  }
}

/** The display id of a sync this path may answer, or null for anything it leaves to Fastify. */
function claim(request: IncomingMessage): number | null {
  if (request.method !== 'POST') return null;
  const match = SYNC_URL.exec(request.url ?? '');
  const h = request.headers;
  if (!match || !h.authorization || proxied(h) || h['transfer-encoding'] !== undefined) return null;
  const length = Number(h['content-length']);
  if (!(length > 0 && length <= MAX_BODY) || mediaTypeProblem(h['content-type']) !== null) return null;
  return parseId(match[1]);
}

/** Through a proxy, the client's address and scheme are Fastify's to work out (TRUST_PROXY, docs/accounts.md). */
function proxied(h: IncomingHttpHeaders): boolean {
  return h['x-forwarded-for'] !== undefined || h['x-forwarded-proto'] !== undefined || h.forwarded !== undefined;
}

/** Calls `done` with the whole body as text; nothing when the client goes away first. */
function readBody(request: IncomingMessage, done: (text: string) => void): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => done(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8')));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A body already read, answered by Fastify's whole route as if it had come straight to it. */
async function relay(fastify: FastifyInstance, request: IncomingMessage, response: ServerResponse, payload: string): Promise<void> {
  const answer = await fastify.inject({
    method: 'POST',
    url: request.url!,
    headers: request.headers,
    payload,
    remoteAddress: request.socket.remoteAddress,
  });
  const headers = { ...answer.headers };
  for (const hop of ['connection', 'keep-alive', 'transfer-encoding', 'date']) delete headers[hop];
  response.writeHead(answer.statusCode, headers as Record<string, string>).end(answer.rawPayload);
}
