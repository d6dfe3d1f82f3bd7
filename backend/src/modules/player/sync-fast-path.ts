import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { fastBodyCheck } from '../../common/http/fast-body';
import { sendHttpError } from '../../common/http/http-exception.filter';
import { parseId } from '../../common/http/id.pipe';
import type { AuthenticatedRequest } from '../auth/authenticated-request';
import { SyncDto } from './dto/sync.dto';
import { PlayerTokenStrategy } from './player-token.strategy';
import { PlayerService } from './player.service';

const SYNC_ROUTE = '/api/displays/:id/sync';

/**
 * Every screen's cycle without Nest's layers (docs/performance.md, "The sync without Nest's
 * layers"). A sync whose token this instance already verified, for its own display, with a
 * well-formed body, goes straight to PlayerService.sync. Any other request — a new token, another
 * display's id, a body to word a 400 about — goes through Nest's route, unchanged, so every answer
 * but the accepted one still comes from the guard, the pipes and the filter.
 */
@Injectable()
export class SyncFastPath {
  constructor(
    private readonly tokens: PlayerTokenStrategy,
    private readonly player: PlayerService,
  ) {}

  /** Before Nest registers its routes: wraps the sync route's handler as Fastify adds it. */
  install(fastify: FastifyInstance): void {
    fastify.addHook('onRoute', (route) => {
      if (route.url !== SYNC_ROUTE || route.method !== 'POST') return;
      const nest = route.handler;
      route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        return fast(request, reply).then((handled) => (handled ? reply : nest.call(this, request, reply)));
      } as RouteHandlerMethod;
    });
    const check = fastBodyCheck(SyncDto) as (body: unknown) => SyncDto | undefined;
    const fast = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      const id = parseId((request.params as { id?: string }).id);
      const dto = id === null ? undefined : check(request.body);
      if (!dto) return false;
      // A failed display check (the database away) is Nest's to answer, with the filter's 503.
      const player = await this.tokens.knownPlayer(request).catch(() => undefined);
      if (player?.displayId !== id) return false;
      (request as AuthenticatedRequest).player = player;
      try {
        reply.status(200).send(await this.player.sync(id, dto, player.paired === true));
      } catch (error) {
        sendHttpError(error, request, reply);
      }
      return true;
    };
  }
}
