import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../common/access/access.decorator';
import { cameOverHttps } from '../../common/http/client-address';
import { User } from './entities/user.entity';
import { SessionService } from './session.service';

/**
 * A readable, secret-free hint that a session cookie was set, so the web app asks
 * GET /api/user only when there may be a session (a visitor's page then logs no 401)
 * and the server can skip the prerendered visitor pages (docs/performance.md).
 */
export const SESSION_HINT_COOKIE = 'ss_signed_in';

const cookieOptions = (req: FastifyRequest, httpOnly: boolean) =>
  ({ httpOnly, sameSite: 'lax', secure: cameOverHttps(req), path: '/' }) as const;

/** Clears the hint when the request carried one but has no valid session (called on a 401). */
export function clearSessionHint(req: FastifyRequest, reply: FastifyReply): void {
  if (req.cookies?.[SESSION_HINT_COOKIE]) reply.clearCookie(SESSION_HINT_COOKIE, cookieOptions(req, false));
}

/** Puts the session token in an httpOnly, SameSite=Lax cookie (Secure over HTTPS), plus the hint. */
@Injectable()
export class SessionCookies {
  constructor(private readonly sessions: SessionService) {}

  async start(user: User, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = await this.sessions.create(user);
    const maxAge = this.sessions.ttlSeconds;
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(req, true), maxAge });
    reply.setCookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions(req, false), maxAge });
  }

  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = req.cookies?.[SESSION_COOKIE];
    if (token) {
      const session = await this.sessions.verify(token);
      if (session) await this.sessions.revoke(session.sessionId);
    }
    reply.clearCookie(SESSION_COOKIE, cookieOptions(req, true));
    reply.clearCookie(SESSION_HINT_COOKIE, cookieOptions(req, false));
  }
}
