import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCESS_KEY, AccessRule, SESSION_COOKIE } from '../../common/access/access.decorator';
import { User } from './entities/user.entity';
import { PlayerClaims, SessionService } from './session.service';

export type AuthenticatedRequest = FastifyRequest & { user?: User; sessionId?: string; player?: PlayerClaims };

/**
 * The default guard for every route: a route without @Access() is refused,
 * a public one is open, others need a session of a listed role or a player token.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.getAllAndOverride<AccessRule[] | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!rules?.length) throw new ForbiddenException('This endpoint has no access rule and is closed');
    if (rules.includes('public')) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();

    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (rules.includes('player') && bearer) {
      const player = await this.sessions.verifyPlayer(bearer);
      if (!player) throw new UnauthorizedException('Display not authenticated');
      request.player = player;
      return true;
    }

    const token = request.cookies?.[SESSION_COOKIE];
    const session = token ? await this.sessions.verify(token) : null;
    if (!session) throw new UnauthorizedException(rules.includes('player') ? 'Display not authenticated' : 'Not signed in');
    if (!rules.includes(session.user.role)) throw new ForbiddenException('You do not have access to this resource');
    request.user = session.user;
    request.sessionId = session.sessionId;
    return true;
  }
}
