import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../common/access/access.decorator';
import { User } from './entities/user.entity';
import { SessionService } from './session.service';

/** Puts the session token in an httpOnly, SameSite=Lax cookie (Secure over HTTPS). */
@Injectable()
export class SessionCookies {
  constructor(private readonly sessions: SessionService) {}

  async start(user: User, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = await this.sessions.create(user);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      path: '/',
      maxAge: this.sessions.ttlSeconds,
    });
  }

  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = req.cookies?.[SESSION_COOKIE];
    if (token) {
      const session = await this.sessions.verify(token);
      if (session) await this.sessions.revoke(session.sessionId);
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' });
  }
}
