import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply } from 'fastify';
import { ACCESS_KEY, AccessRule } from '../../common/access/access.decorator';
import { clearSessionHint } from './session-cookies';
import type { AuthenticatedRequest } from './authenticated-request';
import { SESSION_STRATEGY } from './strategies/session.strategy';

/** Name of the passport strategy the player module registers for display tokens (docs/player.md). */
export const PLAYER_STRATEGY = 'player';

/** Runs one passport strategy; a failure becomes a 401 with the given message. */
function strategyGuard(strategy: string, property: 'user' | 'player', refusal: string) {
  return class extends AuthGuard(strategy) {
    getAuthenticateOptions() {
      return { session: false, property };
    }
    handleRequest<T>(err: unknown, found: T): T {
      // An error (the database is away) is not a wrong credential: let it answer for itself.
      if (err) throw err;
      if (!found) throw new UnauthorizedException(refusal);
      return found;
    }
  };
}

const SessionGuard = strategyGuard(SESSION_STRATEGY, 'user', 'Not signed in');
const PlayerGuard = strategyGuard(PLAYER_STRATEGY, 'player', 'Display not authenticated');

/**
 * The default guard for every route: a route without @Access() is refused, a public
 * one is open, others need a session of a listed role or, on player routes, a display
 * token. Both credentials are passport strategies (session cookie, player bearer).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly session = new SessionGuard();
  private readonly playerToken = new PlayerGuard();

  constructor(private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.getAllAndOverride<AccessRule[] | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!rules?.length) throw new ForbiddenException('This endpoint has no access rule and is closed');
    if (rules.includes('public')) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const isPlayerRoute = rules.includes('player');

    if (isPlayerRoute && /^Bearer /i.test(request.headers.authorization ?? ''))
      return this.playerToken.canActivate(context) as Promise<boolean>;
    if (isPlayerRoute && !rules.some((r) => r !== 'player')) throw new UnauthorizedException('Display not authenticated');

    try {
      await this.session.canActivate(context);
    } catch (error) {
      // No valid session: the web app's hint cookie must go too, or it would keep asking.
      if (error instanceof UnauthorizedException) clearSessionHint(request, context.switchToHttp().getResponse<FastifyReply>());
      throw error;
    }
    if (!rules.includes(request.user!.role)) throw new ForbiddenException('You do not have access to this resource');
    return true;
  }
}
